// Headless UI's Portal moves its target into document.body whenever the body does not contain it (an effect
// in components/portal/portal.js). A target inside a shadow root, such as an embedded area's portal container
// (packages/shell-contract/src/embed/loader.ts), is never contained by the body, so menus and dialogs were
// taken out of the area's shadow root, away from its styles and into the embedding page. This loader, used by
// the remotes' builds, lets a target that lives in a shadow root stay there. A Headless UI whose code no
// longer has the line fails the build rather than silently losing the fix.
const NEEDLE = 'e!=null&&e.body.contains(r)';
const PATCHED = 'e!=null&&(e.body.contains(r)||r.getRootNode()instanceof ShadowRoot)';

/** @this {{ resourcePath: string }} */
function headlessuiShadowRootLoader(source) {
  if (!source.includes(NEEDLE))
    throw new Error(
      `${this.resourcePath}: Headless UI's portal no longer contains "${NEEDLE}"; ` +
        'see tools/webpack/headlessui-shadow-root-loader.cjs',
    );
  return source.replace(NEEDLE, PATCHED);
}

module.exports = headlessuiShadowRootLoader;
module.exports.NEEDLE = NEEDLE;
module.exports.PATCHED = PATCHED;
