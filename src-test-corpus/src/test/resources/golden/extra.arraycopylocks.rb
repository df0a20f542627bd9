main entry

proc corpus.extra.arraycopylocks.Main.<clinit> {
  s3: write java.lang.Object[]@Main.java:19[0] // at corpus.extra.arraycopylocks.Main.<clinit>(Main.java:19)
  s6: write java.lang.Object[]@Main.java:19[1] // at corpus.extra.arraycopylocks.Main.<clinit>(Main.java:19)
  s7: write corpus.extra.arraycopylocks.Main.TABLE // at corpus.extra.arraycopylocks.Main.<clinit>(Main.java:19)
}

proc corpus.extra.arraycopylocks.Main.lambda$main$0[corpus.extra.arraycopylocks.Main.main:25#14] {
  s1: jump s1_1 s1_3                     // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:26)
  s1_1: read java.lang.Object[]@Main.java:24#2[0] // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:26)
  s1_2: goto s1_j0                       // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:26)
  s1_3: read java.lang.Object[]@Main.java:24#3[0] // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:26)
  s1_j0: skip                            // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:26)
  s2: acquire java.lang.Object@Main.java:19#2 // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:26)
  s3: jump s3_1 s3_3                     // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:27)
  s3_1: read java.lang.Object[]@Main.java:24#2[1] // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:27)
  s3_2: goto s3_j0                       // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:27)
  s3_3: read java.lang.Object[]@Main.java:24#3[1] // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:27)
  s3_j0: skip                            // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:27)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:27)
  s5: read java.lang.System.out          // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:28)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:29)
  s17: release java.lang.Object@Main.java:19#2 // at corpus.extra.arraycopylocks.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.arraycopylocks.Main.main {
  s2: read corpus.extra.arraycopylocks.Main.TABLE // at corpus.extra.arraycopylocks.Main.main(Main.java:23)
  s3: read java.lang.Object[]@Main.java:19[] // at corpus.extra.arraycopylocks.Main.main(Main.java:23)
  s3_1: write java.lang.Object[]@Main.java:22[] // at corpus.extra.arraycopylocks.Main.main(Main.java:23)
  s5: read java.lang.Object[]@Main.java:22[1] // at corpus.extra.arraycopylocks.Main.main(Main.java:24)
  s6: write java.lang.Object[]@Main.java:24[0] // at corpus.extra.arraycopylocks.Main.main(Main.java:24)
  s7: read java.lang.Object[]@Main.java:22[0] // at corpus.extra.arraycopylocks.Main.main(Main.java:24)
  s8: write java.lang.Object[]@Main.java:24[1] // at corpus.extra.arraycopylocks.Main.main(Main.java:24)
  s9: read java.lang.Object[]@Main.java:24[] // at corpus.extra.arraycopylocks.Main.main(Main.java:24)
  s14: fork corpus.extra.arraycopylocks.Main.lambda$main$0[corpus.extra.arraycopylocks.Main.main:25#14] java.lang.Thread@Main.java:25 // at corpus.extra.arraycopylocks.Main.main(Main.java:32)
  s15: read corpus.extra.arraycopylocks.Main.TABLE // at corpus.extra.arraycopylocks.Main.main(Main.java:33)
  s16: read java.lang.Object[]@Main.java:19[0] // at corpus.extra.arraycopylocks.Main.main(Main.java:33)
  s17: acquire java.lang.Object@Main.java:19 // at corpus.extra.arraycopylocks.Main.main(Main.java:33)
  s18: read corpus.extra.arraycopylocks.Main.TABLE // at corpus.extra.arraycopylocks.Main.main(Main.java:34)
  s19: read java.lang.Object[]@Main.java:19[1] // at corpus.extra.arraycopylocks.Main.main(Main.java:34)
  s20: acquire java.lang.Object@Main.java:19#2 // at corpus.extra.arraycopylocks.Main.main(Main.java:34)
  s21: read java.lang.System.out         // at corpus.extra.arraycopylocks.Main.main(Main.java:35)
  s23: release java.lang.Object@Main.java:19#2 // at corpus.extra.arraycopylocks.Main.main(Main.java:36)
  s33: release java.lang.Object@Main.java:19 // at corpus.extra.arraycopylocks.Main.main(Main.java:37)
  s35: join java.lang.Thread@Main.java:25 // at corpus.extra.arraycopylocks.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.extra.arraycopylocks.Main.<clinit> // at corpus.extra.arraycopylocks.Main.main(Main.java:22)
  main: call corpus.extra.arraycopylocks.Main.main // at corpus.extra.arraycopylocks.Main.main(Main.java:22)
}
