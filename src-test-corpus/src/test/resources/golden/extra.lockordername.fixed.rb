main entry
var corpus.extra.lockordername.fixed.Main$Account@Main.java:33.#corpus.extra.lockordername.fixed.Main$Account.owner { 0 1 } = 0
var corpus.extra.lockordername.fixed.Main$Account@Main.java:34.#corpus.extra.lockordername.fixed.Main$Account.owner { 0 1 } = 0

proc corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] {
  s3: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:17)
  s4: call corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:17)
}

proc corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] {
  s3: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:17)
  s4: call corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:17)
}

proc corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] {
  s4: write corpus.extra.lockordername.fixed.Main$Account@Main.java:33.owner // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:15)
  s5: write corpus.extra.lockordername.fixed.Main$Account@Main.java:33.balance // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:15)
}

proc corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] {
  s4: write corpus.extra.lockordername.fixed.Main$Account@Main.java:34.owner // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:15)
  s5: write corpus.extra.lockordername.fixed.Main$Account@Main.java:34.balance // at corpus.extra.lockordername.fixed.Main$Account.<init>(Main.java:15)
}

proc corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] {
  s1: read corpus.extra.lockordername.fixed.Main$Account@Main.java:33.balance // at corpus.extra.lockordername.fixed.Main$Account.balance(Main.java:15)
}

proc corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] {
  s1: read corpus.extra.lockordername.fixed.Main$Account@Main.java:34.balance // at corpus.extra.lockordername.fixed.Main$Account.balance(Main.java:15)
}

proc corpus.extra.lockordername.fixed.Main$Account.owner[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] {
  s1: read corpus.extra.lockordername.fixed.Main$Account@Main.java:33.owner // at corpus.extra.lockordername.fixed.Main$Account.owner(Main.java:15)
}

proc corpus.extra.lockordername.fixed.Main$Account.owner[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] {
  s1: read corpus.extra.lockordername.fixed.Main$Account@Main.java:34.owner // at corpus.extra.lockordername.fixed.Main$Account.owner(Main.java:15)
}

proc corpus.extra.lockordername.fixed.Main.lambda$main$0[corpus.extra.lockordername.fixed.Main.main:35#15] {
  s2: call corpus.extra.lockordername.fixed.Main.transfer[corpus.extra.lockordername.fixed.Main.lambda$main$0:35#2,corpus.extra.lockordername.fixed.Main.main:35#15] // at corpus.extra.lockordername.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.lockordername.fixed.Main.lambda$main$1[corpus.extra.lockordername.fixed.Main.main:36#16] {
  s2: call corpus.extra.lockordername.fixed.Main.transfer[corpus.extra.lockordername.fixed.Main.lambda$main$1:36#2,corpus.extra.lockordername.fixed.Main.main:36#16] // at corpus.extra.lockordername.fixed.Main.lambda$main$1(Main.java:36)
}

proc corpus.extra.lockordername.fixed.Main.main {
  s2: call corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] // at corpus.extra.lockordername.fixed.Main.main(Main.java:33)
  s5: call corpus.extra.lockordername.fixed.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] // at corpus.extra.lockordername.fixed.Main.main(Main.java:34)
  s15: fork corpus.extra.lockordername.fixed.Main.lambda$main$0[corpus.extra.lockordername.fixed.Main.main:35#15] java.lang.Thread@Main.java:35 // at corpus.extra.lockordername.fixed.Main.main(Main.java:37)
  s16: fork corpus.extra.lockordername.fixed.Main.lambda$main$1[corpus.extra.lockordername.fixed.Main.main:36#16] java.lang.Thread@Main.java:36 // at corpus.extra.lockordername.fixed.Main.main(Main.java:38)
  s17: join java.lang.Thread@Main.java:35 // at corpus.extra.lockordername.fixed.Main.main(Main.java:39)
  s18: join java.lang.Thread@Main.java:36 // at corpus.extra.lockordername.fixed.Main.main(Main.java:40)
}

proc corpus.extra.lockordername.fixed.Main.transfer[corpus.extra.lockordername.fixed.Main.lambda$main$0:35#2,corpus.extra.lockordername.fixed.Main.main:35#15] {
  s3: read corpus.extra.lockordername.fixed.Main$Account@Main.java:33.owner // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s3_1: switch corpus.extra.lockordername.fixed.Main$Account@Main.java:33.#corpus.extra.lockordername.fixed.Main$Account.owner 0 s4e1 1 s4e2 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e1: read corpus.extra.lockordername.fixed.Main$Account@Main.java:34.owner // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e1_1: switch corpus.extra.lockordername.fixed.Main$Account@Main.java:34.#corpus.extra.lockordername.fixed.Main$Account.owner 0 s15e20 1 s15e24 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e2: read corpus.extra.lockordername.fixed.Main$Account@Main.java:34.owner // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e2_1: switch corpus.extra.lockordername.fixed.Main$Account@Main.java:34.#corpus.extra.lockordername.fixed.Main$Account.owner 0 s15e20 1 s15e20 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s15e20: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:24)
  s17e22: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:25)
  s18e22: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s19e22: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s21e22: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s22e22: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s23e22: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s25e22: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s26e22: release corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s26e22_1: goto s36e26                  // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s15e24: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:24)
  s17e25: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:25)
  s18e25: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s19e25: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s21e25: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s22e25: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s23e25: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s25e25: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s26e25: release corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s26e25_1: goto s36e27                  // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s36e26: release corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:29)
  s36e26_1: goto exit                    // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:29)
  s36e27: release corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:29)
}

proc corpus.extra.lockordername.fixed.Main.transfer[corpus.extra.lockordername.fixed.Main.lambda$main$1:36#2,corpus.extra.lockordername.fixed.Main.main:36#16] {
  s3: read corpus.extra.lockordername.fixed.Main$Account@Main.java:34.owner // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s3_1: switch corpus.extra.lockordername.fixed.Main$Account@Main.java:34.#corpus.extra.lockordername.fixed.Main$Account.owner 0 s4e1 1 s4e2 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e1: read corpus.extra.lockordername.fixed.Main$Account@Main.java:33.owner // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e1_1: switch corpus.extra.lockordername.fixed.Main$Account@Main.java:33.#corpus.extra.lockordername.fixed.Main$Account.owner 0 s15e20 1 s15e24 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e2: read corpus.extra.lockordername.fixed.Main$Account@Main.java:33.owner // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s4e2_1: switch corpus.extra.lockordername.fixed.Main$Account@Main.java:33.#corpus.extra.lockordername.fixed.Main$Account.owner 0 s15e20 1 s15e20 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:22)
  s15e20: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:24)
  s17e22: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:25)
  s18e22: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s19e22: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s21e22: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s22e22: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s23e22: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s25e22: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s26e22: release corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s26e22_1: goto s36e26                  // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s15e24: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:24)
  s17e25: acquire corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:25)
  s18e25: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:34] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s19e25: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s21e25: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:34][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:26)
  s22e25: call corpus.extra.lockordername.fixed.Main$Account.balance[corpus.extra.lockordername.fixed.Main$Account@Main.java:33] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s23e25: read int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s25e25: write int[]@Main.java:17[corpus.extra.lockordername.fixed.Main$Account@Main.java:33][0] // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:27)
  s26e25: release corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s26e25_1: goto s36e27                  // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:28)
  s36e26: release corpus.extra.lockordername.fixed.Main$Account@Main.java:33 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:29)
  s36e26_1: goto exit                    // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:29)
  s36e27: release corpus.extra.lockordername.fixed.Main$Account@Main.java:34 // at corpus.extra.lockordername.fixed.Main.transfer(Main.java:29)
}

proc entry {
  rank0: jump rank0_0_0                  // at corpus.extra.lockordername.fixed.Main.main(Main.java:33)
  rank0_0_0: assign corpus.extra.lockordername.fixed.Main$Account@Main.java:34.#corpus.extra.lockordername.fixed.Main$Account.owner 1 // at corpus.extra.lockordername.fixed.Main.main(Main.java:33)
  rank0_0_1: assign corpus.extra.lockordername.fixed.Main$Account@Main.java:33.#corpus.extra.lockordername.fixed.Main$Account.owner 0 // at corpus.extra.lockordername.fixed.Main.main(Main.java:33)
  rank0_0_end: goto rank1                // at corpus.extra.lockordername.fixed.Main.main(Main.java:33)
  rank1: skip                            // at corpus.extra.lockordername.fixed.Main.main(Main.java:33)
  main: call corpus.extra.lockordername.fixed.Main.main // at corpus.extra.lockordername.fixed.Main.main(Main.java:33)
}
