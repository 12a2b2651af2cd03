// @ts-check
/**
 * The version of the platform kernel: what the host provides to every remote (the shared libraries, the store,
 * the API slice and the shell's calls, `@yjf/ui`, the generic `@yjf/domain`). A remote records the version it
 * was built against; the release tools, the server and the shell refuse a remote that the live host cannot
 * serve (`kernelCompatible` in `@yjf/domain/remotes`).
 *
 * - a new shared entry or a new option, nothing removed or changed: raise the minor (1.0.0 -> 1.1.0); remotes
 *   built before still run, remotes built after need a host at least this new;
 * - an entry removed or renamed, a signature changed, a singleton replaced: raise the major; every remote must
 *   be rebuilt against the new host.
 *
 * 1.1.0: `@yjf/domain/calendar` tells China days and times (chinaToday, chinaDayStart, chinaMonthStart,
 *        chinaIsoTime, CHINA_OFFSET) for server and areas alike; `@yjf/ui/list/useListController`, the one
 *        state of every list.
 * 1.2.0: `@yjf/domain/resourceFields` declares a resource's fields once (declareResource, the field kinds
 *        text … money, attachments, quantity and custom, and the uses column, filter, sortable, form, export);
 *        `@yjf/ui/crud/ResourcePage` draws a list, its search bar and its form from a declaration, and exports
 *        columnsOf, searchFieldsOf and formFieldsOf for lists and dialogs a page shapes itself.
 * 2.0.0: membership speaks the domain's names inside (`@yjf/domain/membership`: planCode, endDate, staffLimit,
 *        extraStaff, includedStaff, menuIds, years) and the spec's only on the wire (`@yjf/domain/membershipWire`);
 *        `@yjf/api/membership`'s plans and set meal answer in the domain's names, and `membershipSchemas`'
 *        `purchaseFormSchema` is `purchaseFormWireSchema`. Added: `@yjf/ui/CommandDialog` (a command on one
 *        record: 完成任务, 采购入库, 变更项目状态), RecordSelect's fixed filter, option text and disabled ids, and
 *        `@yjf/api/sessionApi`'s getPublicKey and changeEmail (修改邮箱). `@yjf/ui/PagedTable` takes the list's
 *        controller (`list`) in place of page, pageSize and onPage.
 * 2.1.0: `@yjf/ui/attachments/AttachmentLink`, an attachment drawn as the product's links (icon, ellipsis);
 *        `@yjf/api/menus`' getNotInPlan with `@yjf/domain/remotes`' NotInPlan and `remotesSchema`'s
 *        notInPlanSchema (`GET /api/remotes/notInPlan`, the pages a company's plan does not include);
 *        `@yjf/store/recordTags` (a kept page's view of the store; a deleted record closes its tabs) with the
 *        tags' closeTagsOfRecord and the app's settingsOpen; `@yjf/ui/useIsPhone`, `@yjf/ui/useTreeAriaLevels`.
 *        The saved settings lose `showSettings` (the drawer opens closed), which only the host's shell read.
 * 2.2.0: Arco in sets, each loaded only by the screens that draw with it: `@yjf/ui/arcoCore` (what every screen
 *        draws with), `arcoTable` (Table, Pagination), `arcoInputs` (InputNumber, Radio), `arcoDates`
 *        (DatePicker, with dayjs's Chinese locale, which Arco's locale no longer brings), `arcoTrees` (Tree,
 *        TreeSelect), `arcoFiles` (Upload, Image, Progress) and `arcoDetails` (Descriptions, Steps, Timeline).
 *        `@yjf/ui/arco` and `arcoPlus` stay, each all of its sets together, for the areas built before.
 *        `@yjf/api/passwordCipher`'s encryptPassword answers a promise (crypto-js loads on first use).
 * 2.3.0: `@yjf/domain/menuRoutes` (pageRoutes, joinPath, firstMenuPath, PageRoute), moved from the host's
 *        shell: the server reads a bookmarked path the way the shell does, to hint the page's files.
 * 2.4.0: a page's first data (`@yjf/api/firstData`: FirstData, PageOpening, askFirstData, queriesSettled), which
 *        a page module may export as `firstData` for the shell to ask before the page draws; a resource's
 *        `prefetchList` (`@yjf/api/records`), `prefetchDicts` (`@yjf/api/dicts`), `firstListParams`
 *        (`@yjf/ui/list/useListController`) and `crudFirstPage` (`@yjf/ui/crud/crudFirstPage`); renderPage takes a
 *        store. CrudPage's `rowActionLabels` (the widest row's buttons, for the 操作 column's first width) with
 *        `actionsWidthOf` and `twoCharacterLabels` (`@yjf/ui/crud/crudTypes`).
 * 2.5.0: a list's state in the address: useListController's `syncWithLocation` and `arrange`, with
 *        `@yjf/ui/list/listAddress` (readListAddress, writeListAddress, addressSearch) and
 *        `@yjf/ui/crud/searchAddress` (searchAddressOf); SearchBar's `values`. CrudPage's main list syncs by itself.
 *        `@yjf/ui/crud/declaredCells` (cell, tableColumnsOf, summaryItemsOf): a table or a summary card a page
 *        lays out itself, from declared fields, drawn as the resource's list draws them; `@yjf/ui/crud/declaredViews`'
 *        columnOfField. `@yjf/domain/resourceFields` declares read-only lists too (declareList, ListRowOf), the
 *        field kinds fileSize, image, textChoice, integer, wordChoice, computed and linked, a text's pattern, a
 *        required refs, a form field under a condition (`form.when`, conditionHolds), a column's `after`, the
 *        cell format fileSize; `@yjf/domain/listQuerySchema`'s pagedOnlyQuerySchema. `@yjf/domain/calendar`'s
 *        chinaTime (moved from listQuerySchema) and `@yjf/domain/lists`' filter rules (FILTER_TEXT_MAX, FILTER_ID,
 *        FILTER_CODE, FILTER_NUMBER), which the server's list query and a list's address both check by.
 * 3.0.0: areas are data: `@yjf/domain/remotes` loses AREAS, AREA_NAMES and Area (an area's title comes from its
 *        page table, `pages.json`'s title, and LiveRemote's `title`); kernelRefusal takes the area's title. Added:
 *        the server's API contracts (versionServes, contractCompatible, contractRefusal, NEEDS_NEWER_SERVER,
 *        ServedContracts; `pages.json`'s and LiveRemote's `contract`, LiveRemote's `contractCompatible`;
 *        `remotesSchema`'s servedContractsSchema; `@yjf/domain/health`'s contracts); a release's channel
 *        (LiveRemote's `channel` and `stable`, RemoteChannel, RemotePreview, RemotesResponse's `previews`); the
 *        browsers' counts of each release (`@yjf/domain/remoteTelemetry`).
 * 3.1.0: daily tools (issue 57). Added: `@yjf/domain/messages` (消息中心's kinds and wire schemas) and the API
 *        slice's message endpoints; `@yjf/ui/print/PrintSheet` and `PrintPreview` with `@yjf/domain/amountInWords` (打印); the fake
 *        server's `companyName`; Excel 导入: `@yjf/domain/recordImport` (template, preview and progress schemas),
 *        `@yjf/api/recordImport` (the template, preview and import calls, progress lines read as they come),
 *        CrudPage's `importable` with its dialog loaded when 导入 is pressed (`@yjf/ui` importing).
 * 3.2.0: phone first and every screen finished (issue 58). Added: `@yjf/ui/DetailList` (a detail's label–value
 *        list on a phone, which RecordSummary draws there), `@yjf/ui/LinesTable` (a record's lines: a table, or
 *        cards on a phone), `@yjf/ui/attachments/AttachmentGallery` (thumbnails), the phone's 44 px tap targets
 *        with `arcoCore`, `@yjf/ui/crud/columnChoice`; `@yjf/domain/landing` (worksFromTasks, landingPath,
 *        firstTaskScope) and `@yjf/domain/firstLists` (the first data a signed-in page carries, seeded by
 *        `@yjf/api/earlyAnswers`' seedEarly); a page table's `parent` (AreaPage, PageRoute's menuPath) and
 *        NotInPlan's `outsideRole` (无权访问); the API client's `OFFLINE` status (网络已断开).
 * 3.3.0: the host provides the federation runtime core to remote entries (`_FEDERATION_RUNTIME_CORE`,
 *        host/src/federation/sharedRuntimePlugin.ts), and a remote's entry is built without one of its own
 *        (`externalRuntime`): a remote built from 3.3.0 runs only on a host that provides it.
 * 3.4.0: a phone loads only what it draws (issue 58). Added: `arcoCore`'s Pagination (a list of cards pages
 *        with it); `@yjf/ui/onDemand` (a module loaded when first drawn); `@yjf/domain/screens` (the widths the layout changes at); `@yjf/ui/crud/onDemandArco`
 *        (useArcoTable, DayPicker, DayRangePicker: the table and the pickers loaded when first drawn, at once on
 *        a desktop). `arcoTable` and `arcoDates` stay as they were.
 * 3.5.0: `@yjf/ui/useIsPhone`'s isPhoneScreen (the phone decision taken once, as code runs: what to preload, which
 *        scope 任务列表 opens on), so the matchMedia test is written in one place.
 * 3.6.0: a phone's first screen drawn by the server (issue 58): `@yjf/ui/crud/drawnCards` (declaredCards,
 *        drawnCardsMarkup: a declared list's first page as the list engine's cards, without React), which the
 *        server draws with; a list's cells and dictionary tags read their values the same way.
 *        `@yjf/domain/landing`'s FIRST_MENU_PATH (moved from the host: the server opens the installed app's start
 *        on the page the user lands on).
 * 3.7.0: a server failure names its request (issue 59): `@yjf/api/requestError`'s RequestError and
 *        `@yjf/domain/apiError`'s apiErrorSchema gain the optional `requestId` of a 5xx answer, and
 *        `@yjf/domain/logSchemas`' ErrorLogDetail the `requestId` the error log keeps.
 */
export const KERNEL_VERSION = '3.7.0';
