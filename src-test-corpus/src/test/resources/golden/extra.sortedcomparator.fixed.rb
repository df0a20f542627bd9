main entry

proc corpus.extra.sortedcomparator.fixed.Main.<clinit> {
  s2: write corpus.extra.sortedcomparator.fixed.Main.TABLE // at corpus.extra.sortedcomparator.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.sortedcomparator.fixed.Main.INDEX_LOCK // at corpus.extra.sortedcomparator.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.sortedcomparator.fixed.Main.collate[corpus.extra.sortedcomparator.fixed.Main.lambda$main$0:33#5,corpus.extra.sortedcomparator.fixed.Main.main:30#11] {
  s2: read corpus.extra.sortedcomparator.fixed.Main.TABLE // at corpus.extra.sortedcomparator.fixed.Main.collate(Main.java:22)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.sortedcomparator.fixed.Main.collate(Main.java:22)
  s5: release java.lang.Object@Main.java:18 // at corpus.extra.sortedcomparator.fixed.Main.collate(Main.java:23)
}

proc corpus.extra.sortedcomparator.fixed.Main.lambda$main$0[corpus.extra.sortedcomparator.fixed.Main.main:30#11] {
  s1: read corpus.extra.sortedcomparator.fixed.Main.INDEX_LOCK // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:31)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:31)
  s3: call corpus.extra.sortedcomparator.fixed.Main.pause // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:32)
  s5: write java.util.TreeMap@Main.java:28.$state // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:33)
  s5_1: jump exit5_s5_2 s5_3             // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:33)
  s5_3: call corpus.extra.sortedcomparator.fixed.Main.collate[corpus.extra.sortedcomparator.fixed.Main.lambda$main$0:33#5,corpus.extra.sortedcomparator.fixed.Main.main:30#11] // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:33)
  s5_4: goto s5_1                        // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:33)
  exit5_s5_2: skip                       // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:33)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.sortedcomparator.fixed.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.sortedcomparator.fixed.Main.main {
  s6: write java.util.TreeMap@Main.java:28.$state // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:29)
  s6_1: jump exit6_s6_2 s6_3             // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:29)
  s6_3: call corpus.extra.sortedcomparator.fixed.Main.collate[corpus.extra.sortedcomparator.fixed.Main.lambda$main$0:33#5,corpus.extra.sortedcomparator.fixed.Main.main:30#11] // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:29)
  s6_4: goto s6_1                        // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:29)
  exit6_s6_2: skip                       // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:29)
  s11: fork corpus.extra.sortedcomparator.fixed.Main.lambda$main$0[corpus.extra.sortedcomparator.fixed.Main.main:30#11] java.lang.Thread@Main.java:30 // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:36)
  s12: read corpus.extra.sortedcomparator.fixed.Main.TABLE // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:37)
  s13: acquire java.lang.Object@Main.java:18 // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:37)
  s14: call corpus.extra.sortedcomparator.fixed.Main.pause // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:38)
  s15: release java.lang.Object@Main.java:18 // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:39)
  s21: read corpus.extra.sortedcomparator.fixed.Main.INDEX_LOCK // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:40)
  s22: acquire java.lang.Object@Main.java:19 // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:40)
  s23: read java.util.TreeMap@Main.java:28.$state // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:41)
  s24: release java.lang.Object@Main.java:19 // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:42)
  s30: join java.lang.Thread@Main.java:30 // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:43)
}

proc corpus.extra.sortedcomparator.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.sortedcomparator.fixed.Main.<clinit> // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:28)
  main: call corpus.extra.sortedcomparator.fixed.Main.main // at corpus.extra.sortedcomparator.fixed.Main.main(Main.java:28)
}
