// Whether the command line colours its text, from the conventions most tools share: colour on a
// terminal, or when FORCE_COLOR asks (CI logs render colour but are not terminals), and never
// when NO_COLOR is set, whatever else says (no-color.org).

export interface ColourSettings {
  /** Whether the stream people read is a terminal. */
  isTTY: boolean
  /** NO_COLOR's value: any non-empty value turns colour off. */
  noColor?: string | undefined
  /** FORCE_COLOR's value: a non-empty value other than `0` (or `false`) turns colour on. */
  forceColor?: string | undefined
}

export function colourEnabled(settings: ColourSettings): boolean {
  if (settings.noColor) return false
  const force = settings.forceColor
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false'
  return settings.isTTY
}

export interface Style {
  bold(text: string): string
  dim(text: string): string
  red(text: string): string
  green(text: string): string
  yellow(text: string): string
  /** An app's `index`th service label, in its colour (LABEL_COLOURS, in turn). */
  label(text: string, index: number): string
}

/**
 * The colours of an app's service labels, in turn (SGR foreground codes: cyan, magenta, blue and
 * their bright kinds): never green, red or yellow, which say success, failure and warning.
 */
const LABEL_COLOURS = [36, 35, 34, 96, 95, 94] as const

const sgr =
  (open: number, close: number) =>
  (text: string): string =>
    `\x1b[${open}m${text}\x1b[${close}m`

const PLAIN: Style = { bold: t => t, dim: t => t, red: t => t, green: t => t, yellow: t => t, label: t => t }
const COLOURED: Style = {
  bold: sgr(1, 22),
  dim: sgr(2, 22),
  red: sgr(31, 39),
  green: sgr(32, 39),
  yellow: sgr(33, 39),
  label: (text, index) => sgr(LABEL_COLOURS[index % LABEL_COLOURS.length] ?? LABEL_COLOURS[0], 39)(text)
}

/** The command line's own styling: nothing at all when colour is off. */
export function style(colour: boolean): Style {
  return colour ? COLOURED : PLAIN
}
