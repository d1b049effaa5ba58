// The 404 page.

export const notFound = {
  title: '404 Page Not Found',
  text: 'The page you are looking for does not exist.',
  home: 'Back to home',
} as const;
