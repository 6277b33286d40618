/// The whole run of `layoutc` without argument parsing. (Skeleton.)
public enum LayoutCommand {}
