// postject ships no types; build-binary.ts uses its one function.
declare module 'postject' {
  interface InjectOptions {
    /** The fuse the host binary flips once a resource is injected (Node's SEA names its own). */
    sentinelFuse?: string
    /** macOS: the Mach-O segment to put the resource in. */
    machoSegmentName?: string
    overwrite?: boolean
  }
  const postject: {
    inject(file: string, resourceName: string, resourceData: Buffer, options?: InjectOptions): Promise<void>
  }
  export default postject
}
