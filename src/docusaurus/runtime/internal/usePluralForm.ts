import { useMemo } from "react";
import { useSite } from "@theme/SiteContext";

// The order Docusaurus expects a message's forms in, each one the locale has: "1 post|{count} posts".
const FORM_ORDER: Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];

/**
 * Docusaurus's `usePluralForm()`: `selectMessage(count, "One item|{count} items")` picks the form the
 * site's language uses for `count`. A message with fewer forms than the language falls back to its last.
 */
export function usePluralForm(): { selectMessage(count: number, messages: string): string } {
  const locale = useSite().locale.code;
  return useMemo(() => {
    const rules = new Intl.PluralRules(locale);
    const forms = FORM_ORDER.filter((form) => rules.resolvedOptions().pluralCategories.includes(form));
    return {
      selectMessage(count: number, messages: string) {
        const parts = messages.split("|");
        if (parts.length === 1) return parts[0]!;
        const index = forms.indexOf(rules.select(count));
        return parts[Math.min(Math.max(index, 0), parts.length - 1)]!;
      },
    };
  }, [locale]);
}
