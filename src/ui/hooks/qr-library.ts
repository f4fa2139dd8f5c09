/**
 * `qrcode` behind an ES module of the app's own. qrcode is CommonJS: an
 * import() of it gets the bundler's interop around the chunk, which a retry
 * under a fresh URL (retryImport) would bypass; an app module's chunk keeps
 * its export names, so the retry gets the same module shape.
 */
export { toDataURL } from 'qrcode';
