import type { BlogIllustration } from '@talent/contract';
import { mediaPaths } from '../media-paths';
import classes from './article-illustration.module.css';

/**
 * An article's picture, decorative since the title beside it says what it is about: edge to edge
 * on a card, rounded at the top of the article.
 */
export function ArticleIllustration({ name, hero = false }: { name: BlogIllustration; hero?: boolean }) {
  return (
    <img
      src={mediaPaths.illustration(name)}
      alt=""
      width={320}
      height={180}
      loading={hero ? 'eager' : 'lazy'}
      className={hero ? `${classes.picture} ${classes.hero}` : classes.picture}
    />
  );
}
