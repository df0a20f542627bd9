main entry
var corpus.extra.reflectfield.Main$Account@Main.java:53.balance { 0 1 2 3 4 5 6 7 * } = 0

proc corpus.extra.reflectfield.Main$Account.<init>[corpus.extra.reflectfield.Main$Account@Main.java:53] {
}

proc corpus.extra.reflectfield.Main$Account.post[corpus.extra.reflectfield.Main.postReflectively:46#4,corpus.extra.reflectfield.Main$Account@Main.java:53] {
  sync: acquire corpus.extra.reflectfield.Main$Account@Main.java:53 // at corpus.extra.reflectfield.Main$Account.post(Main.java:35)
  s1: read corpus.extra.reflectfield.Main.LEDGER // at corpus.extra.reflectfield.Main$Account.post(Main.java:35)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.reflectfield.Main$Account.post(Main.java:35)
  s3: switch corpus.extra.reflectfield.Main$Account@Main.java:53.balance 0 s14 1 s14 2 s14 3 s14 4 s14 5 s14 6 s14 7 s14 * s4e9 // at corpus.extra.reflectfield.Main$Account.post(Main.java:36)
  s12: release java.lang.Object@Main.java:19 // at corpus.extra.reflectfield.Main$Account.post(Main.java)
  s12_1: goto raise_0                    // at corpus.extra.reflectfield.Main$Account.post(Main.java)
  s14: switch corpus.extra.reflectfield.Main$Account@Main.java:53.balance 0 s16e21 1 s16e23 2 s16e25 3 s16e27 4 s16e29 5 s16e31 6 s16e33 7 s16e35 * s16e37 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s17: release java.lang.Object@Main.java:19 // at corpus.extra.reflectfield.Main$Account.post(Main.java:40)
  s17_1: goto ret_0                      // at corpus.extra.reflectfield.Main$Account.post(Main.java:40)
  s4e9: jump s12 s14                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:36)
  s16e21: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance 1 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e21_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e23: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance 2 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e23_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e25: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance 3 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e25_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e27: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance 4 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e27_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e29: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance 5 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e29_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e31: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance 6 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e31_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e33: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance 7 // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e33_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e35: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance * // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e35_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e37: assign corpus.extra.reflectfield.Main$Account@Main.java:53.balance * // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  s16e37_1: goto s17                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:39)
  ret_0: release corpus.extra.reflectfield.Main$Account@Main.java:53 // at corpus.extra.reflectfield.Main$Account.post(Main.java:35)
  ret_0_1: goto exit                     // at corpus.extra.reflectfield.Main$Account.post(Main.java:35)
  raise_0: release corpus.extra.reflectfield.Main$Account@Main.java:53 // at corpus.extra.reflectfield.Main$Account.post(Main.java:35)
  raise: raise                           // at corpus.extra.reflectfield.Main$Account.post(Main.java:35)
}

proc corpus.extra.reflectfield.Main.<clinit> {
  s2: write corpus.extra.reflectfield.Main.LEDGER // at corpus.extra.reflectfield.Main.<clinit>(Main.java:19)
  s5: jump s6 raise                      // at corpus.extra.reflectfield.Main.<clinit>(Main.java:24)
  s6: write corpus.extra.reflectfield.Main.POST // at corpus.extra.reflectfield.Main.<clinit>(Main.java:24)
  s6_1: goto exit                        // at corpus.extra.reflectfield.Main.<clinit>(Main.java:24)
  raise: raise                           // at corpus.extra.reflectfield.Main.<clinit>(Main.java:19)
}

proc corpus.extra.reflectfield.Main.lambda$main$0[corpus.extra.reflectfield.Main.main:54#12] {
  s1: call corpus.extra.reflectfield.Main.postReflectively[corpus.extra.reflectfield.Main.lambda$main$0:54#1,corpus.extra.reflectfield.Main.main:54#12] else raise // at corpus.extra.reflectfield.Main.lambda$main$0(Main.java:54)
  s1_1: goto exit                        // at corpus.extra.reflectfield.Main.lambda$main$0(Main.java:54)
  raise: raise                           // at corpus.extra.reflectfield.Main.lambda$main$0(Main.java:54)
}

proc corpus.extra.reflectfield.Main.lambda$main$1[corpus.extra.reflectfield.Main.main:55#13] {
  s1: read corpus.extra.reflectfield.Main.LEDGER // at corpus.extra.reflectfield.Main.lambda$main$1(Main.java:56)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.reflectfield.Main.lambda$main$1(Main.java:56)
  s4: acquire corpus.extra.reflectfield.Main$Account@Main.java:53 // at corpus.extra.reflectfield.Main.lambda$main$1(Main.java:57)
  s5: read java.lang.System.out          // at corpus.extra.reflectfield.Main.lambda$main$1(Main.java:58)
  s6: read corpus.extra.reflectfield.Main$Account@Main.java:53.balance // at corpus.extra.reflectfield.Main.lambda$main$1(Main.java:58)
  s8: release corpus.extra.reflectfield.Main$Account@Main.java:53 // at corpus.extra.reflectfield.Main.lambda$main$1(Main.java:59)
  s18: release java.lang.Object@Main.java:19 // at corpus.extra.reflectfield.Main.lambda$main$1(Main.java:60)
}

proc corpus.extra.reflectfield.Main.main {
  s2: call corpus.extra.reflectfield.Main$Account.<init>[corpus.extra.reflectfield.Main$Account@Main.java:53] // at corpus.extra.reflectfield.Main.main(Main.java:53)
  s12: fork corpus.extra.reflectfield.Main.lambda$main$0[corpus.extra.reflectfield.Main.main:54#12] java.lang.Thread@Main.java:54 // at corpus.extra.reflectfield.Main.main(Main.java:62)
  s13: fork corpus.extra.reflectfield.Main.lambda$main$1[corpus.extra.reflectfield.Main.main:55#13] java.lang.Thread@Main.java:55 // at corpus.extra.reflectfield.Main.main(Main.java:63)
  s14: join java.lang.Thread@Main.java:54 // at corpus.extra.reflectfield.Main.main(Main.java:64)
  s15: join java.lang.Thread@Main.java:55 // at corpus.extra.reflectfield.Main.main(Main.java:65)
}

proc corpus.extra.reflectfield.Main.postReflectively[corpus.extra.reflectfield.Main.lambda$main$0:54#1,corpus.extra.reflectfield.Main.main:54#12] {
  s1: read corpus.extra.reflectfield.Main.POST // at corpus.extra.reflectfield.Main.postReflectively(Main.java:46)
  s4: call corpus.extra.reflectfield.Main$Account.post[corpus.extra.reflectfield.Main.postReflectively:46#4,corpus.extra.reflectfield.Main$Account@Main.java:53] else raise // at corpus.extra.reflectfield.Main.postReflectively(Main.java:46)
  s4_1: goto exit                        // at corpus.extra.reflectfield.Main.postReflectively(Main.java:46)
  raise: raise                           // at corpus.extra.reflectfield.Main.postReflectively(Main.java:46)
}

proc entry {
  init0: call corpus.extra.reflectfield.Main.<clinit> // at corpus.extra.reflectfield.Main.main(Main.java:53)
  main: call corpus.extra.reflectfield.Main.main // at corpus.extra.reflectfield.Main.main(Main.java:53)
}
