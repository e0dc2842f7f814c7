import { Center, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { coverUrl } from '@inkpace/contracts/api/project';
import { BookIcon } from '../../ui/app-icons.tsx';
import classes from './projects.module.css';

interface ProjectCoverProps {
  /** The cover's file name, or null for the placeholder. */
  cover: string | null;
  /** Text alternative; '' when the cover only decorates a tile that names the project anyway. */
  alt: string;
  width: number;
}

/** A cover in the recommended 2:3 shape (spec §5), or a placeholder of the same size when there is none. */
export function ProjectCover({ cover, alt, width }: ProjectCoverProps): ReactNode {
  const size = { width, height: Math.round((width * 3) / 2) };
  if (cover === null) {
    return (
      <Center className={classes.placeholder} style={size} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        <BookIcon size={Math.round(width / 3)} />
      </Center>
    );
  }
  return <Image src={coverUrl(cover)} alt={alt} radius="sm" fit="cover" style={size} className={classes.cover} />;
}
