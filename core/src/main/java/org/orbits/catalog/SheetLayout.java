package org.orbits.catalog;

/** What an entry's sheet of pictures and the pages that point into it agree on. */
final class SheetLayout {

    /** Each representative's picture on a sheet has one caption, so a sheet's pictures can be counted. */
    static final String CAPTION_FORMAT = "#%d · orbit size %d";

    /**
     * The most pictures a sheet draws: a sheet of a thousand 13-gons weighs megabytes and is past browsing, and
     * the page's table lists every representative the entry does.
     */
    static final int DRAWN = 100;

    private SheetLayout() {}
}
