// Where a JSON file the writer wrote stops being JSON, and why, in words: JSON.parse names no position for
// some mistakes ("Unexpected token 'x', "<the whole file>" is not valid JSON", "Unexpected end of JSON input").

/** The first place `text` is not JSON (an offset into it) and what is wrong there; undefined for valid JSON. */
export function jsonSyntaxError(text: string): { offset: number; problem: string } | undefined {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (problem: string): never => {
    throw new JsonProblem(at, problem);
  };
  const shown = () => (at >= text.length ? "the end of the file" : `\`${text[at]}\``);
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text[at]!)) at++;
  };
  const string = () => {
    at++;
    for (;;) {
      const char = text[at];
      if (char === undefined) return fail("the file ends inside a string: a closing `\"` is missing");
      if (char === '"') {
        at++;
        return;
      }
      if (char === "\\") {
        if (!/^(["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(at + 1, at + 6))) fail("an escape a JSON string does not know (write `\\\\` for a backslash)");
        at += text[at + 1] === "u" ? 6 : 2;
        continue;
      }
      if (char < " ") fail("a line break or control character inside a string (write `\\n` for a line break)");
      at++;
    }
  };
  const bareWord = () => {
    const word = /[A-Za-z_$][\w$]*/y;
    word.lastIndex = at;
    const found = word.exec(text)?.[0];
    return fail(found ? `\`${found}\` is not JSON: strings need double quotes (true, false and null are its only bare words)` : `unexpected ${shown()}`);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, at) && !/[\w$]/.test(text[at + word.length] ?? "")) at += word.length;
    else bareWord();
  };
  const sequence = (close: "}" | "]", item: () => void) => {
    at++;
    space();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      space();
      if (text[at] === close) fail(`a trailing comma before \`${close}\``);
      item();
      space();
      if (text[at] === ",") {
        at++;
        continue;
      }
      if (text[at] === close) {
        at++;
        return;
      }
      fail(at >= text.length ? `the file ends before the closing \`${close}\`` : `a \`,\` or \`${close}\` should come before ${shown()} (a comma missing?)`);
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === undefined) return fail("the file ends where a value should be");
    if (char === "{") {
      return sequence("}", () => {
        if (text[at] === "'") fail("strings and property names need double quotes, not single ones");
        if (text[at] !== '"') fail(`a property name in double quotes should be here, not ${shown()}`);
        string();
        space();
        if (text[at] !== ":") fail(`a \`:\` should follow the property name, not ${shown()}`);
        at++;
        value();
      });
    }
    if (char === "[") return sequence("]", value);
    if (char === '"') return string();
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = at;
    if (/[-\d]/.test(char) && number.test(text)) {
      at = number.lastIndex;
      return;
    }
    const word = ["true", "false", "null"].find((w) => w[0] === char);
    if (word) return literal(word);
    return char === "'" ? fail("strings and property names need double quotes, not single ones") : bareWord();
  };
  try {
    value();
    space();
    if (at < text.length) fail(`more text after the JSON value, from ${shown()}`);
    return undefined;
  } catch (error) {
    if (error instanceof JsonProblem) return { offset: error.offset, problem: error.problem };
    throw error;
  }
}

class JsonProblem {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {}
}
