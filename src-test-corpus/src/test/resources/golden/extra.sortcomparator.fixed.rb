main entry

proc corpus.extra.sortcomparator.fixed.Main.<clinit> {
  s2: write corpus.extra.sortcomparator.fixed.Main.TABLE // at corpus.extra.sortcomparator.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.sortcomparator.fixed.Main.SCORES // at corpus.extra.sortcomparator.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.sortcomparator.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.sortcomparator.fixed.Main.SCORES // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:29)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:29)
  s2: call corpus.extra.sortcomparator.fixed.Main.pause // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:30)
  s3: read corpus.extra.sortcomparator.fixed.Main.TABLE // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:31)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:31)
  s5: read java.lang.System.out          // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:32)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:33)
  s17: release java.lang.Object@Main.java:19 // at corpus.extra.sortcomparator.fixed.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.sortcomparator.fixed.Main.lambda$main$1[corpus.extra.sortcomparator.fixed.Main.main:43#22] {
  s2: call corpus.extra.sortcomparator.fixed.Main.score[corpus.extra.sortcomparator.fixed.Main.lambda$main$1:43#2,corpus.extra.sortcomparator.fixed.Main.main:43#22] // at corpus.extra.sortcomparator.fixed.Main.lambda$main$1(Main.java:43)
  s3: call corpus.extra.sortcomparator.fixed.Main.score[corpus.extra.sortcomparator.fixed.Main.lambda$main$1:43#2,corpus.extra.sortcomparator.fixed.Main.main:43#22] // at corpus.extra.sortcomparator.fixed.Main.lambda$main$1(Main.java:43)
}

proc corpus.extra.sortcomparator.fixed.Main.main {
  s5: fork corpus.extra.sortcomparator.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:28 // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:36)
  s7: write java.lang.String[]@Main.java:37[0] // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:37)
  s8: write java.lang.String[]@Main.java:37[1] // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:37)
  s9: write java.lang.String[]@Main.java:37[2] // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:37)
  s10: read corpus.extra.sortcomparator.fixed.Main.TABLE // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:39)
  s11: acquire java.lang.Object@Main.java:18 // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:39)
  s12: call corpus.extra.sortcomparator.fixed.Main.pause // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:40)
  s15: release java.lang.Object@Main.java:18 // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:42)
  s22: read java.lang.String[]@Main.java:41[] // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:43)
  s22_1: write java.lang.String[]@Main.java:41[] // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:43)
  s22_2: jump s22_3 s22_4                // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:43)
  s22_4: call corpus.extra.sortcomparator.fixed.Main.lambda$main$1[corpus.extra.sortcomparator.fixed.Main.main:43#22] // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:43)
  s22_5: goto s22_2                      // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:43)
  s22_3: skip                            // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:43)
  s23: read java.lang.System.out         // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:44)
  s24: read java.lang.String[]@Main.java:41[] // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:44)
  s26: join java.lang.Thread@Main.java:28 // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:45)
}

proc corpus.extra.sortcomparator.fixed.Main.pause {
}

proc corpus.extra.sortcomparator.fixed.Main.score[corpus.extra.sortcomparator.fixed.Main.lambda$main$1:43#2,corpus.extra.sortcomparator.fixed.Main.main:43#22] {
  s1: read corpus.extra.sortcomparator.fixed.Main.SCORES // at corpus.extra.sortcomparator.fixed.Main.score(Main.java:22)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.sortcomparator.fixed.Main.score(Main.java:22)
  s4: release java.lang.Object@Main.java:19 // at corpus.extra.sortcomparator.fixed.Main.score(Main.java:23)
}

proc entry {
  init0: call corpus.extra.sortcomparator.fixed.Main.<clinit> // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:28)
  main: call corpus.extra.sortcomparator.fixed.Main.main // at corpus.extra.sortcomparator.fixed.Main.main(Main.java:28)
}
