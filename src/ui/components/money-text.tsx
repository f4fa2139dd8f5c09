import styled from 'styled-components';

/**
 * An amount standing on its own (a balance, a figure, a record's sum;
 * MONEY-43): isolated from the text around it (`<bdi>`) and never broken over
 * two lines, whatever the container's wrapping.
 */
export const MoneyText = styled.bdi`
  white-space: nowrap;
`;
