import { useNavigate } from 'react-router-dom';
import { Link } from '@yjf/ui/arcoCore';
import { usePermission } from '@yjf/ui/Permission';

/**
 * A project's name that opens its detail, for users who may read projects; for others (sales reading its
 * tasks) the name alone, never a link to a page they would be refused.
 */
export function ProjectLink({ id, name }: { id: number; name: string | null | undefined }) {
  const navigate = useNavigate();
  const mayOpen = usePermission().can('project:list');
  if (!name) return <>-</>;
  return mayOpen ? <Link onClick={() => navigate(`/project/detail/${id}`)}>{name}</Link> : <>{name}</>;
}
