import { profileLimits } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { projectFromRepository } from './project-row';

describe('projectFromRepository', () => {
  it('takes the name, the address and a description the profile rules allow', () => {
    expect(
      projectFromRepository({
        name: 'warung-pos',
        description: 'Point of sale for small shops, built with React and PostgreSQL',
        url: 'https://github.com/siti/warung-pos',
      }),
    ).toEqual({
      name: 'warung-pos',
      project_type_id: null,
      start_date: '',
      end_date: '',
      url: 'https://github.com/siti/warung-pos',
      description: 'Point of sale for small shops, built with React and PostgreSQL',
    });
  });

  it('leaves out a description with a link, and cuts a long one to the limit', () => {
    const withLink = projectFromRepository({
      name: 'dotfiles',
      description: 'My setup, see https://siti.dev for more',
      url: 'https://github.com/siti/dotfiles',
    });
    expect(withLink.description).toBe('');
    const long = projectFromRepository({
      name: 'notes',
      description: 'Careful notes on data engineering. '.repeat(20),
      url: 'https://github.com/siti/notes',
    });
    expect(long.description.length).toBeLessThanOrEqual(profileLimits.shortTextMax);
  });

  it('leaves a name too short for the rules for the talent to type', () => {
    expect(
      projectFromRepository({ name: 'ui', description: null, url: 'https://github.com/siti/ui' }).name,
    ).toBe('');
  });
});
