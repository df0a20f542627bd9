main entry
counter java.lang.Thread@Main.java:27.any cap 1 init 0
counter java.lang.Thread@Main.java:27.done cap 1 init 0
counter java.lang.Thread@Main.java:27.first cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:25.done cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:26.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:32.count cap 1 init 1

proc corpus.extra.eitherinline.Main.<clinit> {
  s2: write corpus.extra.eitherinline.Main.ledger // at corpus.extra.eitherinline.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.eitherinline.Main.audit // at corpus.extra.eitherinline.Main.<clinit>(Main.java:22)
}

proc corpus.extra.eitherinline.Main.lambda$main$0[corpus.extra.eitherinline.Main.main:27#10] {
  s1: read corpus.extra.eitherinline.Main.audit // at corpus.extra.eitherinline.Main.lambda$main$0(Main.java:28)
  s2: acquire java.lang.Object@Main.java:22 // at corpus.extra.eitherinline.Main.lambda$main$0(Main.java:28)
  s4: release java.lang.Object@Main.java:22 // at corpus.extra.eitherinline.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.eitherinline.Main.lambda$main$1[corpus.extra.eitherinline.Main.main:33#18] {
  s1: read corpus.extra.eitherinline.Main.audit // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:34)
  s2: acquire java.lang.Object@Main.java:22 // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:34)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:32.count 1 else s3_1 // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:35)
  s3_1: skip                             // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:35)
  s4: call corpus.extra.eitherinline.Main.pause // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:36)
  s5: read corpus.extra.eitherinline.Main.ledger // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:37)
  s6: acquire java.lang.Object@Main.java:21 // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:37)
  s7: read java.lang.System.out          // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:38)
  s9: release java.lang.Object@Main.java:21 // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:39)
  s19: release java.lang.Object@Main.java:22 // at corpus.extra.eitherinline.Main.lambda$main$1(Main.java:40)
}

proc corpus.extra.eitherinline.Main.main {
  s10_2: tryup java.lang.Thread@Main.java:27.first 1 else s10 // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s10_3: goto s10_1                      // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s10: skip                              // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s10_5: call corpus.extra.eitherinline.Main.lambda$main$0[corpus.extra.eitherinline.Main.main:27#10] // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s10_4: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s10_8: tryup java.lang.Thread@Main.java:27.done 1 else s10_7 // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s10_7: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s10_1: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:27)
  s18: fork corpus.extra.eitherinline.Main.lambda$main$1[corpus.extra.eitherinline.Main.main:33#18] java.lang.Thread@Main.java:33 // at corpus.extra.eitherinline.Main.main(Main.java:42)
  s19: until java.util.concurrent.CountDownLatch@Main.java:32.count <= 0 // at corpus.extra.eitherinline.Main.main(Main.java:43)
  s20: read corpus.extra.eitherinline.Main.ledger // at corpus.extra.eitherinline.Main.main(Main.java:44)
  s21: acquire java.lang.Object@Main.java:21 // at corpus.extra.eitherinline.Main.main(Main.java:44)
  s24: tryup java.util.concurrent.CompletableFuture@Main.java:26.done 1 else s24_1 // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_4: tryup java.lang.Thread@Main.java:27.any 1 else s24_3 // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_5: tryup java.lang.Thread@Main.java:27.first 1 else s24_2 // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_6: goto s24_3                      // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_2: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_8: call corpus.extra.eitherinline.Main.lambda$main$0[corpus.extra.eitherinline.Main.main:27#10] // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_7: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_11: tryup java.lang.Thread@Main.java:27.done 1 else s24_10 // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_10: skip                           // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_3: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s24_1: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:45)
  s25: release java.lang.Object@Main.java:21 // at corpus.extra.eitherinline.Main.main(Main.java:46)
  s32: tryup java.util.concurrent.CompletableFuture@Main.java:25.done 1 else s32_1 // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_4: tryup java.lang.Thread@Main.java:27.any 1 else s32_3 // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_5: tryup java.lang.Thread@Main.java:27.first 1 else s32_2 // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_6: goto s32_3                      // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_2: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_8: call corpus.extra.eitherinline.Main.lambda$main$0[corpus.extra.eitherinline.Main.main:27#10] // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_7: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_11: tryup java.lang.Thread@Main.java:27.done 1 else s32_10 // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_10: skip                           // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_3: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s32_1: skip                            // at corpus.extra.eitherinline.Main.main(Main.java:47)
  s33: read java.lang.System.out         // at corpus.extra.eitherinline.Main.main(Main.java:48)
  s34: until java.lang.Thread@Main.java:27.done >= 1 // at corpus.extra.eitherinline.Main.main(Main.java:48)
  s36: join java.lang.Thread@Main.java:33 // at corpus.extra.eitherinline.Main.main(Main.java:49)
}

proc corpus.extra.eitherinline.Main.pause {
}

proc entry {
  init0: call corpus.extra.eitherinline.Main.<clinit> // at corpus.extra.eitherinline.Main.main(Main.java:25)
  main: call corpus.extra.eitherinline.Main.main // at corpus.extra.eitherinline.Main.main(Main.java:25)
}
