import { Avatar, type AvatarProps } from '@mantine/core';
import defaultLogo from '../assets/default-company-logo.svg';

/**
 * A company's or provider's logo. Shows the default logo when there is none or when the image fails
 * to load (as in the header search dropdown). Decorative (empty alt) unless `alt` is given, since
 * the name always sits beside it. `size` as Mantine Avatar.
 */
export function EntityLogo({
  src,
  alt = '',
  size = 40,
  radius = 'md',
}: {
  src: string | null | undefined;
  alt?: string;
  size?: AvatarProps['size'];
  radius?: AvatarProps['radius'];
}) {
  return (
    <Avatar src={src || defaultLogo} alt={alt} size={size} radius={radius} variant="default" bg="white">
      <img src={defaultLogo} alt={alt} width="100%" height="100%" />
    </Avatar>
  );
}
