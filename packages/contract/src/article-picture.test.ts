import { describe, expect, it } from 'vitest';
import { articlePicture, scenesByTopic } from './article-picture.ts';
import { blogIllustrations } from './media.ts';

describe('an article picture', () => {
  it('shows one of its topic’s scenes, and the same picture on every visit', () => {
    for (const topic of blogIllustrations) {
      const picture = articlePicture(topic, `notes-on-${topic}`);
      expect(scenesByTopic[topic]).toContain(picture.scene);
      expect(articlePicture(topic, `notes-on-${topic}`)).toEqual(picture);
    }
  });

  it('uses every scene of a topic across a handful of articles', () => {
    const slugs = [
      'cv-that-recruiters-read',
      'about-me-that-works',
      'profile-photo',
      'talent-advocate',
      'first-job',
    ];
    const scenes = new Set(slugs.map((slug) => articlePicture('career', slug).scene));
    expect(scenes.size).toBeGreaterThan(1);
  });
});
