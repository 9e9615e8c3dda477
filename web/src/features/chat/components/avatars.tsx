/** Avatars of people (40 px by default, spec §9) and of groups (up to three members' pictures in a pie). */
import { Avatar, AvatarGroup, AvatarGroupItem } from '@fluentui/react-components';

export const PersonAvatar = ({ name, src, size = 40 }: { name: string; src?: string | null; size?: 16 | 20 | 24 | 28 | 32 | 36 | 40 | 48 }) => (
  <Avatar name={name} size={size} image={src ? { src } : undefined} color="colorful" aria-hidden />
);

export const GroupAvatar = ({ name, headers = [], size = 40 }: { name: string; headers?: readonly string[]; size?: 32 | 40 }) => {
  const pictures = headers.filter(Boolean).slice(0, 3);
  if (pictures.length < 2) return <Avatar name={name} size={size} image={pictures[0] ? { src: pictures[0] } : undefined} shape="square" color="colorful" aria-hidden />;
  return (
    <AvatarGroup layout="pie" size={size} aria-hidden>
      {pictures.map((src, i) => (
        <AvatarGroupItem key={`${src}-${i}`} name={name} image={{ src }} />
      ))}
    </AvatarGroup>
  );
};
