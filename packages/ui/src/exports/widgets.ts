// Public exports of one component family; owned by whoever builds that family.
// ClusterMap and RichTextEditor are deliberately absent: they load as their own chunks from
// '@backoffice/ui/ClusterMap' and '@backoffice/ui/RichTextEditor'.
export * from '../Kanban';
export * from '../SortableSections';
export * from '../InfiniteList';
