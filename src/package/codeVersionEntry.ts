// Run by `npm install` (scripts/build-cli.mjs) as lib/code-version.js, once every file of lib/ is written:
// records the code's version for the builds that follow (see codeVersion).
import { writeCodeVersion } from "./codeVersion.js";

writeCodeVersion();
