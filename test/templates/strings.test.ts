import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { createTranslator, translatePlural } from "../../templates/strings.js";
import { englishStrings } from "./fixtures.js";

const TEMPLATES_DIR = fileURLToPath(new URL("../../templates/", import.meta.url));

function templateSources(): { file: string; source: string }[] {
  return readdirSync(TEMPLATES_DIR)
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => ({ file, source: readFileSync(`${TEMPLATES_DIR}${file}`, "utf8") }));
}

describe("createTranslator", () => {
  const t = createTranslator({ greeting: "Hello {name}, {name}!", plain: "Plain" });

  test("fills every placeholder occurrence", () => {
    expect(t("greeting", { name: "Ki" })).toBe("Hello Ki, Ki!");
    expect(t("plain")).toBe("Plain");
  });

  test("throws an error naming a missing key", () => {
    expect(() => t("theme.nope")).toThrow(/"theme\.nope"/);
  });

  test("throws when a placeholder gets no value", () => {
    expect(() => t("greeting")).toThrow(/\{name\}/);
  });

  test("does not treat inherited object properties as strings", () => {
    expect(() => t("toString")).toThrow(/"toString"/);
  });
});

describe("translatePlural", () => {
  const strings = { "n.one": "1 thing", "n.other": "{count} things" };
  const t = createTranslator(strings);

  test("picks the form by the locale's plural rules", () => {
    expect(translatePlural(t, strings, "en", "n", 1)).toBe("1 thing");
    expect(translatePlural(t, strings, "en", "n", 0)).toBe("0 things");
    expect(translatePlural(t, strings, "en", "n", 7)).toBe("7 things");
  });
});

describe("templates/strings/en.json", () => {
  const sources = templateSources();

  test("holds every key the templates use", () => {
    const missing: string[] = [];
    for (const { file, source } of sources) {
      for (const match of source.matchAll(/plural\("(theme\.[\w.]+)"/g)) {
        if (!(`${match[1]}.other` in englishStrings)) missing.push(`${file}: ${match[1]}.other`);
      }
      const withoutPlurals = source.replace(/plural\("theme\.[\w.]+"/g, "");
      for (const match of withoutPlurals.matchAll(/"(theme\.[\w.]+)"/g)) {
        if (!(match[1]! in englishStrings)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("the scan sees the templates' keys at all", () => {
    const all = sources.map((s) => s.source).join("\n");
    expect(all).toContain('"theme.skipToContent"');
    expect(all).toContain('plural("theme.docs.card.itemCount"');
  });

  test("templates never build keys at run time, which the scan could not check", () => {
    const built = sources.filter(({ source }) => /`theme\.[^`]*\$\{/.test(source)).map(({ file }) => file);
    expect(built).toEqual([]);
  });

  test("is a flat object of non-empty strings", () => {
    for (const [key, value] of Object.entries(englishStrings)) {
      expect(typeof value, key).toBe("string");
      expect(value.trim(), key).not.toBe("");
    }
  });
});
