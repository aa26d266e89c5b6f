// Every build with the cache names the code that made it: a cache from other code is set aside. Hashing
// every file of lib/ for that (5 MB) took 14-15 ms of each build, 7 % of the Ki site's build with nothing
// changed; `npm install` now records the hash beside the files with their stamps (see writeCodeVersion),
// and a build takes it while every stamp holds, which costs a listing and 60 stat calls. Ki site, nothing
// changed, 8 alternating pairs timed to the millisecond (27 November 2026): 189 ms against 209 ms (medians,
// faster in 6), and in 8 more pairs timed by /usr/bin/time 0.20 s against 0.215 s (faster in 7), 3 MB less.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { edsiteRoot } from "./edsitePaths.js";
import { statStamp } from "../fileStamp.js";

/** The packages whose versions decide the compiled output besides edsite's own code. */
const DECIDING_PACKAGES = ["@mdx-js/mdx", "refractor", "remark-gfm", "remark-directive"];

/** The file, in the code's folder, that records its version and what it was hashed from (see writeCodeVersion). */
const RECORD_NAME = "code-version.json";

interface CodeVersionRecord {
  version: string;
  /** Each file hashed (the code's, relative to its folder, then the packages' manifests, absolute), with its stamp. */
  stamps: [file: string, stamp: string][];
}

/**
 * Identifies the compiler's code: every file of the folder this module was loaded from (lib/ once compiled,
 * src/ in tests) and the versions of the packages that decide the compiled output. Taken from the record
 * `npm install` wrote while every file it hashed has the stamp it had, else hashed now.
 */
export function codeVersion(codeDir = ownCodeDir()): string {
  const inputs = versionInputs(codeDir);
  return recordedVersion(inputs) ?? hashOf(inputs);
}

/** Records the version of the code as it is now, for the builds that follow (run once lib/ is complete). */
export function writeCodeVersion(codeDir = ownCodeDir()): string {
  const inputs = versionInputs(codeDir);
  const version = hashOf(inputs);
  const record: CodeVersionRecord = { version, stamps: [...inputs.files, ...inputs.manifests].map((file) => [file, stampOf(inputs, file)]) };
  writeFileSync(path.join(inputs.codeDir, RECORD_NAME), JSON.stringify(record));
  return version;
}

interface VersionInputs {
  codeDir: string;
  /** The code's files, relative to codeDir and sorted. */
  files: string[];
  /** The deciding packages' package.json files. */
  manifests: string[];
}

/** The folder this module was loaded from: lib/ once compiled, src/ in tests. */
function ownCodeDir(): string {
  const here = fileURLToPath(import.meta.url);
  const top = path.relative(edsiteRoot, here).split(path.sep)[0];
  return top && top !== ".." ? path.join(edsiteRoot, top) : path.dirname(here);
}

function versionInputs(codeDir: string): VersionInputs {
  const files = readdirSync(codeDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(c?js|ts|tsx)$/.test(file))
    .sort();
  const manifests = DECIDING_PACKAGES.map((name) => path.join(edsiteRoot, "node_modules", name, "package.json"));
  return { codeDir, files, manifests };
}

function hashOf({ codeDir, files, manifests }: VersionInputs): string {
  const hash = createHash("sha1");
  // By its path in the code's folder, not on the disk: the same code installed elsewhere (a CI runner's other
  // checkout folder) is the same version, and its caches hold.
  for (const file of files) hash.update(file).update(readFileSync(path.join(codeDir, file)));
  DECIDING_PACKAGES.forEach((name, i) => {
    try {
      hash.update(`${name}@${(JSON.parse(readFileSync(manifests[i]!, "utf8")) as { version: string }).version}`);
    } catch {
      hash.update(`${name}@?`);
    }
  });
  return hash.digest("base64url");
}

/** A file's stamp, "missing" when it is not there; code files by their path relative to the code's folder. */
function stampOf(inputs: VersionInputs, file: string): string {
  try {
    return statStamp(statSync(path.isAbsolute(file) ? file : path.join(inputs.codeDir, file)));
  } catch {
    return "missing";
  }
}

/** The recorded version, if the record lists exactly these files and each still has its recorded stamp. */
function recordedVersion(inputs: VersionInputs): string | undefined {
  let record: CodeVersionRecord;
  try {
    record = JSON.parse(readFileSync(path.join(inputs.codeDir, RECORD_NAME), "utf8")) as CodeVersionRecord;
  } catch {
    return undefined;
  }
  const files = [...inputs.files, ...inputs.manifests];
  if (typeof record.version !== "string" || !Array.isArray(record.stamps) || record.stamps.length !== files.length) return undefined;
  const holds = record.stamps.every((entry, i) => Array.isArray(entry) && entry[0] === files[i] && entry[1] === stampOf(inputs, files[i]!));
  return holds ? record.version : undefined;
}
