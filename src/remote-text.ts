// The old path of the remote-text sanitiser, kept while __tests__/watch imports it from here.
export { MAX_LINE_LENGTH, safeLine } from './text/remote-text.js'
