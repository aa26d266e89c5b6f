// How the docs spell keys: a chord is keys joined by "+" (`alt+;`, `ctrl+z`), a sequence is chords separated
// by spaces (`space c`). A "+" on its own, or at the end of a chord (`alt++`), is the plus key itself.

/** The keys of one chord, in order: `alt+;` → ["alt", ";"]. */
export function chordKeys(chord: string): string[] {
  if (chord === "+") return ["+"];
  if (chord.endsWith("++")) return [...chordKeys(chord.slice(0, -2)), "+"];
  return chord.split("+").filter((key) => key !== "");
}

/** The chords of a key sequence: `space c` → ["space", "c"]. */
export function sequenceChords(sequence: string): string[] {
  return sequence.trim().split(/\s+/).filter((chord) => chord !== "");
}
