// Test helper: an OptionReader over an object, with the config text its options are found in for positions.
import { OptionReader, type MappingReport } from "../../../src/docusaurus/config/optionReader.js";

/** A reader over `value` as if written in `source` (a config file at `/site/docusaurus.config.js`), and its report. */
export function optionReaderFor(value: Record<string, unknown>, source = JSON.stringify(value, null, 2), at = ""): { reader: OptionReader; report: MappingReport } {
  const report: MappingReport = { file: "/site/docusaurus.config.js", source, findings: [], errors: [] };
  return { reader: new OptionReader(value, at, report), report };
}
