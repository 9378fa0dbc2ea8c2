/** Opens a page of the demo server in an iframe of the given width and waits for it to load. */
export async function openPage(path: string, width = 1024, height = 900): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = path;
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await loaded;
  return frame;
}
