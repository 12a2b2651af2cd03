import { render, screen, waitFor } from '@testing-library/react';
import { Tree } from './arcoTrees';
import { useTreeAriaLevels } from './useTreeAriaLevels';

function DeptTree() {
  const box = useTreeAriaLevels<HTMLDivElement>();
  return (
    <div ref={box}>
      <Tree
        defaultExpandedKeys={['1']}
        treeData={[
          { key: '1', title: '工程部', children: [{ key: '2', title: '施工组' }] },
          { key: '3', title: '财务部' },
        ]}
      />
    </div>
  );
}

describe('useTreeAriaLevels', () => {
  it('numbers tree levels from 1 as ARIA says, the opened ones too', async () => {
    render(<DeptTree />);
    const level = (name: string) => screen.getByText(name).closest('[role="treeitem"]')!.getAttribute('aria-level');
    await waitFor(() => expect(level('工程部')).toBe('1'));
    expect(level('财务部')).toBe('1');
    expect(level('施工组')).toBe('2');
  });
});
