main entry
counter java.lang.Thread@Main.java:27.done cap 1 init 0
counter java.lang.Thread@Main.java:27.first cap 2 init 0
counter java.util.concurrent.CompletableFuture@Main.java:25.done cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:26.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:32.count cap 1 init 1

proc corpus.extra.combineinline.Main.<clinit> {
  s2: write corpus.extra.combineinline.Main.ledger // at corpus.extra.combineinline.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.combineinline.Main.audit // at corpus.extra.combineinline.Main.<clinit>(Main.java:22)
}

proc corpus.extra.combineinline.Main.lambda$main$0[corpus.extra.combineinline.Main.main:27#10] {
  s2: read corpus.extra.combineinline.Main.audit // at corpus.extra.combineinline.Main.lambda$main$0(Main.java:28)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.extra.combineinline.Main.lambda$main$0(Main.java:28)
  s8: release java.lang.Object@Main.java:22 // at corpus.extra.combineinline.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.combineinline.Main.lambda$main$1[corpus.extra.combineinline.Main.main:33#18] {
  s1: read corpus.extra.combineinline.Main.audit // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:34)
  s2: acquire java.lang.Object@Main.java:22 // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:34)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:32.count 1 else s3_1 // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:35)
  s3_1: skip                             // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:35)
  s4: call corpus.extra.combineinline.Main.pause // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:36)
  s5: read corpus.extra.combineinline.Main.ledger // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:37)
  s6: acquire java.lang.Object@Main.java:21 // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:37)
  s7: read java.lang.System.out          // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:38)
  s9: release java.lang.Object@Main.java:21 // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:39)
  s19: release java.lang.Object@Main.java:22 // at corpus.extra.combineinline.Main.lambda$main$1(Main.java:40)
}

proc corpus.extra.combineinline.Main.main {
  s10_2: tryup java.lang.Thread@Main.java:27.first 1 else s10 // at corpus.extra.combineinline.Main.main(Main.java:27)
  s10_3: goto s10_1                      // at corpus.extra.combineinline.Main.main(Main.java:27)
  s10: skip                              // at corpus.extra.combineinline.Main.main(Main.java:27)
  s10_5: call corpus.extra.combineinline.Main.lambda$main$0[corpus.extra.combineinline.Main.main:27#10] // at corpus.extra.combineinline.Main.main(Main.java:27)
  s10_4: skip                            // at corpus.extra.combineinline.Main.main(Main.java:27)
  s10_8: tryup java.lang.Thread@Main.java:27.done 1 else s10_7 // at corpus.extra.combineinline.Main.main(Main.java:27)
  s10_7: skip                            // at corpus.extra.combineinline.Main.main(Main.java:27)
  s10_1: skip                            // at corpus.extra.combineinline.Main.main(Main.java:27)
  s18: fork corpus.extra.combineinline.Main.lambda$main$1[corpus.extra.combineinline.Main.main:33#18] java.lang.Thread@Main.java:33 // at corpus.extra.combineinline.Main.main(Main.java:42)
  s20: tryup java.util.concurrent.CompletableFuture@Main.java:25.done 1 else s20_1 // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_4: tryup java.lang.Thread@Main.java:27.first 1 else s20_2 // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_5: goto s20_3                      // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_2: skip                            // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_7: call corpus.extra.combineinline.Main.lambda$main$0[corpus.extra.combineinline.Main.main:27#10] // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_6: skip                            // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_10: tryup java.lang.Thread@Main.java:27.done 1 else s20_9 // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_9: skip                            // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_3: skip                            // at corpus.extra.combineinline.Main.main(Main.java:43)
  s20_1: skip                            // at corpus.extra.combineinline.Main.main(Main.java:43)
  s21: until java.util.concurrent.CountDownLatch@Main.java:32.count <= 0 // at corpus.extra.combineinline.Main.main(Main.java:44)
  s22: read corpus.extra.combineinline.Main.ledger // at corpus.extra.combineinline.Main.main(Main.java:45)
  s23: acquire java.lang.Object@Main.java:21 // at corpus.extra.combineinline.Main.main(Main.java:45)
  s26: tryup java.util.concurrent.CompletableFuture@Main.java:26.done 1 else s26_1 // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_4: tryup java.lang.Thread@Main.java:27.first 1 else s26_2 // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_5: goto s26_3                      // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_2: skip                            // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_7: call corpus.extra.combineinline.Main.lambda$main$0[corpus.extra.combineinline.Main.main:27#10] // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_6: skip                            // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_10: tryup java.lang.Thread@Main.java:27.done 1 else s26_9 // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_9: skip                            // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_3: skip                            // at corpus.extra.combineinline.Main.main(Main.java:46)
  s26_1: skip                            // at corpus.extra.combineinline.Main.main(Main.java:46)
  s27: release java.lang.Object@Main.java:21 // at corpus.extra.combineinline.Main.main(Main.java:47)
  s33: read java.lang.System.out         // at corpus.extra.combineinline.Main.main(Main.java:48)
  s34: until java.lang.Thread@Main.java:27.done >= 1 // at corpus.extra.combineinline.Main.main(Main.java:48)
  s36: join java.lang.Thread@Main.java:33 // at corpus.extra.combineinline.Main.main(Main.java:49)
}

proc corpus.extra.combineinline.Main.pause {
}

proc entry {
  init0: call corpus.extra.combineinline.Main.<clinit> // at corpus.extra.combineinline.Main.main(Main.java:25)
  main: call corpus.extra.combineinline.Main.main // at corpus.extra.combineinline.Main.main(Main.java:25)
}
