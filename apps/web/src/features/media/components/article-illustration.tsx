import type { BlogIllustration } from '@talent/contract';
import { articlePicture, articleTones } from '@talent/contract/article-picture';
import classes from './article-illustration.module.css';

const variants = { card: classes.picture, hero: `${classes.picture} ${classes.hero}` };

/**
 * An article's picture (see `articlePicture`), decorative since the title beside it says what it is
 * about: edge to edge on a card, rounded at the top of the article.
 */
export function ArticleIllustration({
  post,
  variant = 'card',
}: {
  post: { illustration: BlogIllustration; slug: string };
  variant?: keyof typeof variants;
}) {
  const picture = articlePicture(post.illustration, post.slug);
  const colour = articleTones(picture.hue);
  return (
    <svg
      viewBox="0 0 320 180"
      // Where the frame is taller than 16:9 (the featured card), the drawing stands on its bottom edge.
      preserveAspectRatio="xMidYMax meet"
      className={variants[variant]}
      style={{ background: colour.ground }}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="180" fill={colour.ground} />
      <path d={picture.backdrop} fill={colour.soft} fillRule="evenodd" opacity={0.6} />
      {picture.scene.map(([path, tone]) => (
        <path key={path} d={path} fill={colour[tone]} />
      ))}
    </svg>
  );
}
