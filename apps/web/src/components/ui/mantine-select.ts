// Its own module so that a dynamic import of it is the chunk of Mantine's Select alone (components/ui/select.tsx).
export { Select } from '@mantine/core';
