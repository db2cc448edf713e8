import { Avatar, useMantineTheme, type AvatarProps } from '@mantine/core';
import defaultLogo from '../assets/default-company-logo.svg';

/** Palettes a monogram is drawn in: a light tint behind a dark shade of the same colour (AA contrast). */
const MONOGRAM_COLORS = ['blue', 'teal', 'grape', 'indigo', 'cyan', 'violet', 'green', 'pink', 'orange', 'lime'];

/** Words that open many company names and tell nothing apart ("Company", "شركة", "Al"). */
const GENERIC_WORDS = new Set(['company', 'co', 'co.', 'the', 'al', 'شركة', 'مؤسسة', 'مجموعة', 'مصنع', 'مكتب']);

/**
 * The monogram of a name: the first letter of its first two telling words ("Najd Trading Co." ->
 * "NT", "شركة نجد للتجارة" -> "ن‌ل"). Arabic letters are kept apart with a zero-width non-joiner
 * so they show as two letters, not a joined word.
 */
export function monogramOf(name: string): string {
  const words = name
    .split(/[\s\-–_/&,.()]+/)
    .map((word) => word.replace(/^(al-|ال)(?=.{3,})/i, ''))
    .filter((word) => word && !GENERIC_WORDS.has(word.toLowerCase()));
  const letters = (words.length > 0 ? words : [name.trim()])
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .filter(Boolean);
  const isArabic = letters.some((letter) => /[\u0600-\u06FF]/.test(letter));
  return isArabic ? letters.join('\u200C') : letters.join('').toUpperCase();
}

/** A stable small number for a name (the same name always gets the same colour). */
function hashOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/**
 * A company's or provider's logo. Without an image, a monogram of `name` in a colour of its own
 * (so that companies without logos still look apart), or the default logo when no name is given;
 * the default logo also replaces an image that fails to load. Decorative (empty alt) unless `alt`
 * is given, since the name always sits beside it. `size` as Mantine Avatar; the monogram scales
 * with it.
 */
export function EntityLogo({
  src,
  name,
  alt = '',
  size = 40,
  radius = 'md',
}: {
  src: string | null | undefined;
  name?: string | null;
  alt?: string;
  size?: AvatarProps['size'];
  radius?: AvatarProps['radius'];
}) {
  const theme = useMantineTheme();
  if (!src && name) {
    const color = theme.colors[MONOGRAM_COLORS[hashOf(name) % MONOGRAM_COLORS.length] ?? 'blue'];
    return (
      <Avatar
        size={size}
        radius={radius}
        variant="default"
        alt={alt}
        styles={{ placeholder: { background: color?.[1] } }}
      >
        <svg
          viewBox="0 0 40 40"
          width="100%"
          height="100%"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <text
            x="20"
            y="21"
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="15"
            fontWeight="700"
            fill={color?.[9]}
          >
            {monogramOf(name)}
          </text>
        </svg>
      </Avatar>
    );
  }
  return (
    <Avatar src={src || defaultLogo} alt={alt} size={size} radius={radius} variant="default" bg="white">
      <img src={defaultLogo} alt={alt} width="100%" height="100%" />
    </Avatar>
  );
}
