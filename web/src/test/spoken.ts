/** The words of a node, each text node apart (as a screen reader reads neighbouring elements). */
function words(node: Node): string {
  const parts: string[] = [];
  const walker = node.ownerDocument?.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  while (walker?.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').replace(/ ([,.;:])/g, '$1').trim();
}

/**
 * The text of an element as a screen reader has it: without what is hidden from assistive technology
 * (`aria-hidden`, such as decorative initials and arrows), visually hidden words included. Cells are joined by " | ".
 */
export function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  const cells = copy.querySelectorAll('th, td');
  return (cells.length > 0 ? [...cells] : [copy]).map(words).join(' | ');
}
