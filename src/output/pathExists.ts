import { stat } from "node:fs/promises";

/** Whether anything (a file or a folder) is at `file`. */
export async function pathExists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
