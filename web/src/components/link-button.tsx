/** A Fluent button that is a real link into the hash router (right-click, new tab and keyboard all work). */
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkButtonProps = Pick<ButtonProps, 'appearance' | 'size' | 'shape' | 'icon' | 'className' | 'children'> & {
  to: string;
};

export const LinkButton = ({ to, ...props }: LinkButtonProps) => {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} as="a" href={href} onClick={onClick} />;
};
