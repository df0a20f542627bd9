main entry
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1

proc corpus.extra.leafbuffer.Main.<clinit> {
  s2: write corpus.extra.leafbuffer.Main.A // at corpus.extra.leafbuffer.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.leafbuffer.Main.B // at corpus.extra.leafbuffer.Main.<clinit>(Main.java:20)
  s7: acquire java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.<clinit>(Main.java:21)
  s7_1: release java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.<clinit>(Main.java:21)
  s8: write corpus.extra.leafbuffer.Main.LOG // at corpus.extra.leafbuffer.Main.<clinit>(Main.java:21)
  s11: write corpus.extra.leafbuffer.Main.FIRST_A // at corpus.extra.leafbuffer.Main.<clinit>(Main.java:22)
  s14: write corpus.extra.leafbuffer.Main.FIRST_B // at corpus.extra.leafbuffer.Main.<clinit>(Main.java:23)
}

proc corpus.extra.leafbuffer.Main.await[corpus.extra.leafbuffer.Main.lambda$main$0:34#8] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.leafbuffer.Main.await(Main.java:55)
}

proc corpus.extra.leafbuffer.Main.await[corpus.extra.leafbuffer.Main.main:44#13] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.leafbuffer.Main.await(Main.java:55)
}

proc corpus.extra.leafbuffer.Main.lambda$main$0 {
  s0: read corpus.extra.leafbuffer.Main.A // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:31)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:31)
  s2: read corpus.extra.leafbuffer.Main.LOG // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:32)
  s3: acquire java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:32)
  s3_1: release java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:32)
  s5: read corpus.extra.leafbuffer.Main.FIRST_A // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:33)
  s6: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s6_1 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:33)
  s6_1: skip                             // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:33)
  s7: read corpus.extra.leafbuffer.Main.FIRST_B // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:34)
  s8: call corpus.extra.leafbuffer.Main.await[corpus.extra.leafbuffer.Main.lambda$main$0:34#8] // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:34)
  s9: read corpus.extra.leafbuffer.Main.B // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:35)
  s10: acquire java.lang.Object@Main.java:20 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:35)
  s11: read corpus.extra.leafbuffer.Main.LOG // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:36)
  s12: acquire java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:36)
  s12_1: release java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:36)
  s13: release java.lang.Object@Main.java:20 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:37)
  s23: release java.lang.Object@Main.java:19 // at corpus.extra.leafbuffer.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.leafbuffer.Main.main {
  s5: fork corpus.extra.leafbuffer.Main.lambda$main$0 java.lang.Thread@Main.java:30 // at corpus.extra.leafbuffer.Main.main(Main.java:40)
  s6: read corpus.extra.leafbuffer.Main.B // at corpus.extra.leafbuffer.Main.main(Main.java:41)
  s7: acquire java.lang.Object@Main.java:20 // at corpus.extra.leafbuffer.Main.main(Main.java:41)
  s8: read corpus.extra.leafbuffer.Main.LOG // at corpus.extra.leafbuffer.Main.main(Main.java:42)
  s9: acquire java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.main(Main.java:42)
  s9_1: release java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.main(Main.java:42)
  s10: read corpus.extra.leafbuffer.Main.FIRST_B // at corpus.extra.leafbuffer.Main.main(Main.java:43)
  s11: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s11_1 // at corpus.extra.leafbuffer.Main.main(Main.java:43)
  s11_1: skip                            // at corpus.extra.leafbuffer.Main.main(Main.java:43)
  s12: read corpus.extra.leafbuffer.Main.FIRST_A // at corpus.extra.leafbuffer.Main.main(Main.java:44)
  s13: call corpus.extra.leafbuffer.Main.await[corpus.extra.leafbuffer.Main.main:44#13] // at corpus.extra.leafbuffer.Main.main(Main.java:44)
  s14: read corpus.extra.leafbuffer.Main.A // at corpus.extra.leafbuffer.Main.main(Main.java:45)
  s15: acquire java.lang.Object@Main.java:19 // at corpus.extra.leafbuffer.Main.main(Main.java:45)
  s16: read corpus.extra.leafbuffer.Main.LOG // at corpus.extra.leafbuffer.Main.main(Main.java:46)
  s19: acquire java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.main(Main.java:46)
  s19_1: release java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.main(Main.java:46)
  s20: release java.lang.Object@Main.java:19 // at corpus.extra.leafbuffer.Main.main(Main.java:47)
  s30: release java.lang.Object@Main.java:20 // at corpus.extra.leafbuffer.Main.main(Main.java:48)
  s32: join java.lang.Thread@Main.java:30 // at corpus.extra.leafbuffer.Main.main(Main.java:49)
  s33: read java.lang.System.out         // at corpus.extra.leafbuffer.Main.main(Main.java:50)
  s34: read corpus.extra.leafbuffer.Main.LOG // at corpus.extra.leafbuffer.Main.main(Main.java:50)
  s35_2: jump s35_1 s35                  // at corpus.extra.leafbuffer.Main.main(Main.java:50)
  s35: acquire java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.main(Main.java:50)
  s35_3: release java.lang.StringBuffer@Main.java:21 // at corpus.extra.leafbuffer.Main.main(Main.java:50)
  s35_1: skip                            // at corpus.extra.leafbuffer.Main.main(Main.java:50)
}

proc entry {
  init0: call corpus.extra.leafbuffer.Main.<clinit> // at corpus.extra.leafbuffer.Main.main(Main.java:30)
  main: call corpus.extra.leafbuffer.Main.main // at corpus.extra.leafbuffer.Main.main(Main.java:30)
}
