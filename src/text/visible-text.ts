// What a reader sees of a piece of text once it is printed on one line: the characters the
// sanitiser (remote-text.ts) removes, in one place, so that secrets.ts can register the
// visible form of every secret too and a secret holding such a character is still redacted.

// C0 and C1 controls (ESC handled apart), DEL, Unicode line/paragraph separators, and the
// invisible format characters (zero-width, joiners, bidi controls, BOM, soft hyphen, ...)
// that could hide or disguise a command from a reader.
const CONTROL = /[\x00-\x08\x0a-\x1a\x1c-\x1f\x7f-\x9f\u2028\u2029]/g
const INVISIBLE = /\p{Cf}|[\u115f\u1160\u3164\uffa0]|\u034f|\u17b4|\u17b5|\u180b|\u180c|\u180d|\p{Variation_Selector}/gu
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/**
 * Control strings (OSC, DCS, SOS, PM, APC, in their ESC and C1 forms) with what they carry, up to
 * BEL or ST: a terminal shows none of it (`ESC ] 0;title BEL` sets the window title), so neither
 * does the text. Unterminated, a terminal swallows the rest of the line: so does this, bounded.
 */
const CONTROL_STRING = /(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]{0,4096}(?:\x07|\x1b\\|\x9c)?/g
/** ANSI escape sequences (CSI with parameters, and any other ESC pair). */
export const ANSI = /\x1b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\x1b[@-_]?/g
/** Colour sequences (ESC [ ... m): the only escapes a log line printed in the stop-commands frame keeps. */
export const COLOUR = /\x1b\[[0-9;]{0,32}m/g

/** Text on one line as printed: line breaks as spaces; controls and invisible characters removed. */
export function oneLine(text: string): string {
  return text
    .replace(CONTROL_STRING, '')
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
}

/** What a reader sees: one line, without colour or other escape sequences. */
export function visibleForm(text: string): string {
  return oneLine(text).replace(ANSI, '')
}
