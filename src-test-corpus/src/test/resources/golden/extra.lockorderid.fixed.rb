main entry
var corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.#corpus.extra.lockorderid.fixed.Main$Account.id { 0 1 } = 0
var corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.id { 0 * } = 0
var corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.#corpus.extra.lockorderid.fixed.Main$Account.id { 0 1 } = 0
var corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.id { 0 * } = 0
var java.util.concurrent.atomic.AtomicInteger@Main.java:16.value { 0 * } = 0

proc corpus.extra.lockorderid.fixed.Main$Account.<init>[corpus.extra.lockorderid.fixed.Main$Account@Main.java:35] {
  s2: read corpus.extra.lockorderid.fixed.Main.NEXT // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3: acquire java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_1: switch java.util.concurrent.atomic.AtomicInteger@Main.java:16.value 0 s3_2 * s3_5 // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_2: assign java.util.concurrent.atomic.AtomicInteger@Main.java:16.value * // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_3: release java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_4: goto s4e1                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_5: jump s3_6 s3_9                   // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_6: assign java.util.concurrent.atomic.AtomicInteger@Main.java:16.value 0 // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_7: release java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_8: goto s4e2                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_9: assign java.util.concurrent.atomic.AtomicInteger@Main.java:16.value * // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_10: release java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_11: goto s4e1                       // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s5: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:20)
  s5_1: goto exit                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:20)
  s4e1: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.id * // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s4e1_1: goto s5                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s4e2: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.id 0 // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s4e2_1: goto s5                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
}

proc corpus.extra.lockorderid.fixed.Main$Account.<init>[corpus.extra.lockorderid.fixed.Main$Account@Main.java:36] {
  s2: read corpus.extra.lockorderid.fixed.Main.NEXT // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3: acquire java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_1: switch java.util.concurrent.atomic.AtomicInteger@Main.java:16.value 0 s3_2 * s3_5 // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_2: assign java.util.concurrent.atomic.AtomicInteger@Main.java:16.value * // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_3: release java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_4: goto s4e1                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_5: jump s3_6 s3_9                   // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_6: assign java.util.concurrent.atomic.AtomicInteger@Main.java:16.value 0 // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_7: release java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_8: goto s4e2                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_9: assign java.util.concurrent.atomic.AtomicInteger@Main.java:16.value * // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_10: release java.util.concurrent.atomic.AtomicInteger@Main.java:16.atomic // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s3_11: goto s4e1                       // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s5: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:20)
  s5_1: goto exit                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:20)
  s4e1: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.id * // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s4e1_1: goto s5                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s4e2: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.id 0 // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
  s4e2_1: goto s5                        // at corpus.extra.lockorderid.fixed.Main$Account.<init>(Main.java:19)
}

proc corpus.extra.lockorderid.fixed.Main.<clinit> {
  s2: write corpus.extra.lockorderid.fixed.Main.NEXT // at corpus.extra.lockorderid.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.lockorderid.fixed.Main.lambda$main$0[corpus.extra.lockorderid.fixed.Main.main:37#15] {
  s2: call corpus.extra.lockorderid.fixed.Main.transfer[corpus.extra.lockorderid.fixed.Main.lambda$main$0:37#2,corpus.extra.lockorderid.fixed.Main.main:37#15] // at corpus.extra.lockorderid.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.lockorderid.fixed.Main.lambda$main$1[corpus.extra.lockorderid.fixed.Main.main:38#16] {
  s2: call corpus.extra.lockorderid.fixed.Main.transfer[corpus.extra.lockorderid.fixed.Main.lambda$main$1:38#2,corpus.extra.lockorderid.fixed.Main.main:38#16] // at corpus.extra.lockorderid.fixed.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.lockorderid.fixed.Main.main {
  s2: call corpus.extra.lockorderid.fixed.Main$Account.<init>[corpus.extra.lockorderid.fixed.Main$Account@Main.java:35] // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  s5: call corpus.extra.lockorderid.fixed.Main$Account.<init>[corpus.extra.lockorderid.fixed.Main$Account@Main.java:36] // at corpus.extra.lockorderid.fixed.Main.main(Main.java:36)
  s15: fork corpus.extra.lockorderid.fixed.Main.lambda$main$0[corpus.extra.lockorderid.fixed.Main.main:37#15] java.lang.Thread@Main.java:37 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:39)
  s16: fork corpus.extra.lockorderid.fixed.Main.lambda$main$1[corpus.extra.lockorderid.fixed.Main.main:38#16] java.lang.Thread@Main.java:38 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:40)
  s17: join java.lang.Thread@Main.java:37 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:41)
  s18: join java.lang.Thread@Main.java:38 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:42)
}

proc corpus.extra.lockorderid.fixed.Main.transfer[corpus.extra.lockorderid.fixed.Main.lambda$main$0:37#2,corpus.extra.lockorderid.fixed.Main.main:37#15] {
  s3: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.id // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s3_1: switch corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.#corpus.extra.lockorderid.fixed.Main$Account.id 0 s4e1 1 s4e2 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e1: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.id // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e1_1: switch corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.#corpus.extra.lockorderid.fixed.Main$Account.id 0 s14e13 1 s14e17 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e2: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.id // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e2_1: switch corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.#corpus.extra.lockorderid.fixed.Main$Account.id 0 s14e13 1 s14e13 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s14e13: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:26)
  s16e15: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:27)
  s17e15: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s19e15: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s20e15: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s22e15: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s23e15: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s23e15_1: goto s33e19                  // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s14e17: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:26)
  s16e18: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:27)
  s17e18: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s19e18: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s20e18: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s22e18: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s23e18: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s23e18_1: goto s33e20                  // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s33e19: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:31)
  s33e19_1: goto exit                    // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:31)
  s33e20: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:31)
}

proc corpus.extra.lockorderid.fixed.Main.transfer[corpus.extra.lockorderid.fixed.Main.lambda$main$1:38#2,corpus.extra.lockorderid.fixed.Main.main:38#16] {
  s3: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.id // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s3_1: switch corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.#corpus.extra.lockorderid.fixed.Main$Account.id 0 s4e1 1 s4e2 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e1: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.id // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e1_1: switch corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.#corpus.extra.lockorderid.fixed.Main$Account.id 0 s14e13 1 s14e17 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e2: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.id // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s4e2_1: switch corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.#corpus.extra.lockorderid.fixed.Main$Account.id 0 s14e13 1 s14e13 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:24)
  s14e13: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:26)
  s16e15: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:27)
  s17e15: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s19e15: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s20e15: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s22e15: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s23e15: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s23e15_1: goto s33e19                  // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s14e17: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:26)
  s16e18: acquire corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:27)
  s17e18: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s19e18: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:28)
  s20e18: read corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s22e18: write corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.balance // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:29)
  s23e18: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s23e18_1: goto s33e20                  // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:30)
  s33e19: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:35 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:31)
  s33e19_1: goto exit                    // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:31)
  s33e20: release corpus.extra.lockorderid.fixed.Main$Account@Main.java:36 // at corpus.extra.lockorderid.fixed.Main.transfer(Main.java:31)
}

proc entry {
  rank0: jump rank0_0_0 rank0_1_0        // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  rank0_0_0: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.#corpus.extra.lockorderid.fixed.Main$Account.id 0 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  rank0_0_1: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.#corpus.extra.lockorderid.fixed.Main$Account.id 1 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  rank0_0_end: goto rank1                // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  rank0_1_0: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:36.#corpus.extra.lockorderid.fixed.Main$Account.id 1 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  rank0_1_1: assign corpus.extra.lockorderid.fixed.Main$Account@Main.java:35.#corpus.extra.lockorderid.fixed.Main$Account.id 0 // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  rank0_1_end: goto rank1                // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  rank1: skip                            // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  init0: call corpus.extra.lockorderid.fixed.Main.<clinit> // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
  main: call corpus.extra.lockorderid.fixed.Main.main // at corpus.extra.lockorderid.fixed.Main.main(Main.java:35)
}
