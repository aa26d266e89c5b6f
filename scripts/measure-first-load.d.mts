// Types of scripts/measure-first-load.mjs, for the tests that import it.

export interface FileSize {
  url: string;
  raw: number;
  gzip: number;
}

export interface SizeTotal {
  files: FileSize[];
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  page: string;
  js: SizeTotal;
  css: SizeTotal;
}

export declare const BUDGET_PAGES: string[];
export declare function findBaseUrl(distDir: string): string;
export declare function measureFirstLoad(distDir: string, sitePath: string, baseUrl?: string): FirstLoad;
export declare function measureManifest(
  distDir: string,
  baseUrl?: string,
): { url: string; bytes: number; routes: number; bytesPerRoute: number };
