main entry

proc corpus.extra.arraypositions.Main.<clinit> {
  s3: write java.lang.Object[]@Main.java:20[0] // at corpus.extra.arraypositions.Main.<clinit>(Main.java:20)
  s6: write java.lang.Object[]@Main.java:20[1] // at corpus.extra.arraypositions.Main.<clinit>(Main.java:20)
  s7: write corpus.extra.arraypositions.Main.TABLE // at corpus.extra.arraypositions.Main.<clinit>(Main.java:20)
}

proc corpus.extra.arraypositions.Main.lambda$main$0[corpus.extra.arraypositions.Main.main:27#11] {
  s1: jump s1_1 s1_3                     // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:28)
  s1_1: read java.lang.Object[]@Main.java:26[1] // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:28)
  s1_2: goto s1_j0                       // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:28)
  s1_3: read java.lang.Object[]@Main.java:26#2[1] // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:28)
  s1_j0: skip                            // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:28)
  s2: acquire java.lang.Object@Main.java:20#2 // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:28)
  s3: jump s3_1 s3_3                     // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:29)
  s3_1: read java.lang.Object[]@Main.java:26[0] // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:29)
  s3_2: goto s3_j0                       // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:29)
  s3_3: read java.lang.Object[]@Main.java:26#2[0] // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:29)
  s3_j0: skip                            // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:29)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:29)
  s5: read java.lang.System.out          // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:30)
  s7: release java.lang.Object@Main.java:20 // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:31)
  s17: release java.lang.Object@Main.java:20#2 // at corpus.extra.arraypositions.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.arraypositions.Main.main {
  s1: read corpus.extra.arraypositions.Main.TABLE // at corpus.extra.arraypositions.Main.main(Main.java:23)
  s5: read java.lang.Object[]@Main.java:23[] // at corpus.extra.arraypositions.Main.main(Main.java:25)
  s5_1: write java.lang.Object[]@Main.java:24[] // at corpus.extra.arraypositions.Main.main(Main.java:25)
  s6: read java.lang.Object[]@Main.java:24[] // at corpus.extra.arraypositions.Main.main(Main.java:26)
  s11: fork corpus.extra.arraypositions.Main.lambda$main$0[corpus.extra.arraypositions.Main.main:27#11] java.lang.Thread@Main.java:27 // at corpus.extra.arraypositions.Main.main(Main.java:34)
  s12: read corpus.extra.arraypositions.Main.TABLE // at corpus.extra.arraypositions.Main.main(Main.java:35)
  s13: read java.lang.Object[]@Main.java:20[0] // at corpus.extra.arraypositions.Main.main(Main.java:35)
  s14: acquire java.lang.Object@Main.java:20 // at corpus.extra.arraypositions.Main.main(Main.java:35)
  s15: read corpus.extra.arraypositions.Main.TABLE // at corpus.extra.arraypositions.Main.main(Main.java:36)
  s16: read java.lang.Object[]@Main.java:20[1] // at corpus.extra.arraypositions.Main.main(Main.java:36)
  s17: acquire java.lang.Object@Main.java:20#2 // at corpus.extra.arraypositions.Main.main(Main.java:36)
  s18: read java.lang.System.out         // at corpus.extra.arraypositions.Main.main(Main.java:37)
  s20: release java.lang.Object@Main.java:20#2 // at corpus.extra.arraypositions.Main.main(Main.java:38)
  s30: release java.lang.Object@Main.java:20 // at corpus.extra.arraypositions.Main.main(Main.java:39)
  s32: join java.lang.Thread@Main.java:27 // at corpus.extra.arraypositions.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.arraypositions.Main.<clinit> // at corpus.extra.arraypositions.Main.main(Main.java:23)
  main: call corpus.extra.arraypositions.Main.main // at corpus.extra.arraypositions.Main.main(Main.java:23)
}
