/**
 * Each render's Emotion styles go into an element of their own in <head>, removed after the test.
 *
 * A render makes a new Emotion cache, which inserts every style it uses as a new <style> tag.
 * Left in <head>, the tags of a file's earlier tests piled up (5,199 in `staff-validation`'s
 * sixteen tests), and jsdom's `getComputedStyle` matches the element against each of them: the
 * later tests of a file ran slower and slower (decision 0081). A test's own render still has every
 * style it inserted: only those of finished tests go.
 */
const containers: HTMLElement[] = [];

/** A new element at the end of <head> for one Emotion cache's <style> tags. */
export function newStyleContainer(): HTMLElement {
  const container = document.createElement('div');
  container.dataset.testStyles = '';
  document.head.append(container);
  containers.push(container);
  return container;
}

/** Removes the styles of the renders of the test that ended (after Testing Library's cleanup). */
export function removeStyleContainers(): void {
  for (const container of containers.splice(0)) container.remove();
}
