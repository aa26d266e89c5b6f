/** What a path pattern matched, as react-router 5's `matchPath` gives it. */
export interface PathMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

export interface MatchPathOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern (`/docs/:id`, `/files/*`) as a regular expression, with the names of its parameters. */
function compile(pattern: string, options: MatchPathOptions): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (param) {
        names.push(param[1]!);
        return param[2] ? "?([^/]*)" : "([^/]+)";
      }
      if (segment === "*") {
        names.push(String(names.length));
        return "(.*)";
      }
      return escapeRegExp(segment);
    })
    .join("/");
  const trimmed = options.strict ? source : source.replace(/\/$/, "");
  const end = options.exact ? (options.strict ? "$" : "\\/?$") : options.strict ? "" : "(?=\\/|$)";
  return { regexp: new RegExp(`^${trimmed}${end}`, options.sensitive ? "" : "i"), names };
}

/**
 * react-router 5's `matchPath(pathname, options)`, for `:name` parameters, optional `:name?` and `*`: the
 * match (the matched part, and whether it is the whole path), or null.
 */
export function matchPath(pathname: string, options: MatchPathOptions | string = {}): PathMatch | null {
  const { path, exact = false, strict = false, sensitive = false } = typeof options === "string" ? { path: options } : options;
  const patterns = path === undefined ? [] : ([] as string[]).concat(path);
  if (patterns.length === 0) return { path: "/", url: "/", isExact: pathname === "/", params: {} };
  for (const pattern of patterns) {
    const { regexp, names } = compile(pattern, { exact, strict, sensitive });
    const match = regexp.exec(pathname);
    if (!match) continue;
    const url = pattern === "/" && match[0] === "" ? "/" : match[0];
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""]));
    return { path: pattern, url, isExact: pathname === url, params };
  }
  return null;
}
