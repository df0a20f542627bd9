main entry

proc corpus.extra.arraypositions.fixed.Main.<clinit> {
  s3: write java.lang.Object[]@Main.java:17[0] // at corpus.extra.arraypositions.fixed.Main.<clinit>(Main.java:17)
  s6: write java.lang.Object[]@Main.java:17[1] // at corpus.extra.arraypositions.fixed.Main.<clinit>(Main.java:17)
  s7: write corpus.extra.arraypositions.fixed.Main.TABLE // at corpus.extra.arraypositions.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.arraypositions.fixed.Main.lambda$main$0[corpus.extra.arraypositions.fixed.Main.main:24#11] {
  s1: jump s1_1 s1_3                     // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:25)
  s1_1: read java.lang.Object[]@Main.java:23[0] // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:25)
  s1_2: goto s1_j0                       // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:25)
  s1_3: read java.lang.Object[]@Main.java:23#2[0] // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:25)
  s1_j0: skip                            // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:25)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:25)
  s3: jump s3_1 s3_3                     // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:26)
  s3_1: read java.lang.Object[]@Main.java:23[1] // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:26)
  s3_2: goto s3_j0                       // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:26)
  s3_3: read java.lang.Object[]@Main.java:23#2[1] // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:26)
  s3_j0: skip                            // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:26)
  s4: acquire java.lang.Object@Main.java:17#2 // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:26)
  s5: read java.lang.System.out          // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:27)
  s7: release java.lang.Object@Main.java:17#2 // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:28)
  s17: release java.lang.Object@Main.java:17 // at corpus.extra.arraypositions.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.arraypositions.fixed.Main.main {
  s1: read corpus.extra.arraypositions.fixed.Main.TABLE // at corpus.extra.arraypositions.fixed.Main.main(Main.java:20)
  s5: read java.lang.Object[]@Main.java:20[] // at corpus.extra.arraypositions.fixed.Main.main(Main.java:22)
  s5_1: write java.lang.Object[]@Main.java:21[] // at corpus.extra.arraypositions.fixed.Main.main(Main.java:22)
  s6: read java.lang.Object[]@Main.java:21[] // at corpus.extra.arraypositions.fixed.Main.main(Main.java:23)
  s11: fork corpus.extra.arraypositions.fixed.Main.lambda$main$0[corpus.extra.arraypositions.fixed.Main.main:24#11] java.lang.Thread@Main.java:24 // at corpus.extra.arraypositions.fixed.Main.main(Main.java:31)
  s12: read corpus.extra.arraypositions.fixed.Main.TABLE // at corpus.extra.arraypositions.fixed.Main.main(Main.java:32)
  s13: read java.lang.Object[]@Main.java:17[0] // at corpus.extra.arraypositions.fixed.Main.main(Main.java:32)
  s14: acquire java.lang.Object@Main.java:17 // at corpus.extra.arraypositions.fixed.Main.main(Main.java:32)
  s15: read corpus.extra.arraypositions.fixed.Main.TABLE // at corpus.extra.arraypositions.fixed.Main.main(Main.java:33)
  s16: read java.lang.Object[]@Main.java:17[1] // at corpus.extra.arraypositions.fixed.Main.main(Main.java:33)
  s17: acquire java.lang.Object@Main.java:17#2 // at corpus.extra.arraypositions.fixed.Main.main(Main.java:33)
  s18: read java.lang.System.out         // at corpus.extra.arraypositions.fixed.Main.main(Main.java:34)
  s20: release java.lang.Object@Main.java:17#2 // at corpus.extra.arraypositions.fixed.Main.main(Main.java:35)
  s30: release java.lang.Object@Main.java:17 // at corpus.extra.arraypositions.fixed.Main.main(Main.java:36)
  s32: join java.lang.Thread@Main.java:24 // at corpus.extra.arraypositions.fixed.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.arraypositions.fixed.Main.<clinit> // at corpus.extra.arraypositions.fixed.Main.main(Main.java:20)
  main: call corpus.extra.arraypositions.fixed.Main.main // at corpus.extra.arraypositions.fixed.Main.main(Main.java:20)
}
