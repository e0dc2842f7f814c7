/** What a face without a picture shows: initials, in black or white on a colour (web/src/ui/user-avatar.tsx). */

/** The relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Black or white, whichever reads better on `hex` (initials on an avatar of a member's colour). */
export function textOn(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return 'white';
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? 'black' : 'white';
}

/** Initials for an avatar: "Ada Lovelace" → "AL", "ada" → "AD". By code point, so an emoji or a CJK name stays whole. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined): string => (word ? [...word][0] ?? '' : '');
  const letters = words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : [...name.trim()].slice(0, 2).join('');
  return letters.toUpperCase() || '?';
}
