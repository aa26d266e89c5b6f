import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";

const run = promisify(execFile);
const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

export interface HtmlProblem {
  file: string;
  line?: number;
  message: string;
}

/** Runs the Nu Html Checker (vnu-jar, on Java) over the files and returns its errors; warnings are left out. */
export async function validateHtml(files: string[]): Promise<HtmlProblem[]> {
  const output = await run("java", ["-jar", VNU, "--format", "json", "--exit-zero-always", ...files], { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(output.stderr) as { messages: { type: string; url?: string; lastLine?: number; message: string }[] };
  return report.messages
    .filter((m) => m.type === "error")
    .map((m) => ({ file: m.url ? decodeURIComponent(new URL(m.url).pathname) : "?", line: m.lastLine, message: m.message }));
}
