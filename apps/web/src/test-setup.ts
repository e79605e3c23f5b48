// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveAttribute...) for every web test, so an
// assertion says what it means rather than that a value is truthy.
import '@testing-library/jest-dom/vitest';
