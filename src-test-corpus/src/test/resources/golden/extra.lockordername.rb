main entry
var corpus.extra.lockordername.Main$Account@Main.java:46.#corpus.extra.lockordername.Main$Account.owner { 0 1 } = 0
var corpus.extra.lockordername.Main$Account@Main.java:47.#corpus.extra.lockordername.Main$Account.owner { 0 1 } = 0

proc corpus.extra.lockordername.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.Main$Account@Main.java:46] {
  s3: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main$Account.<init>(Main.java:19)
  s4: call corpus.extra.lockordername.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.Main$Account@Main.java:46] // at corpus.extra.lockordername.Main$Account.<init>(Main.java:19)
}

proc corpus.extra.lockordername.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.Main$Account@Main.java:47] {
  s3: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main$Account.<init>(Main.java:19)
  s4: call corpus.extra.lockordername.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.Main$Account@Main.java:47] // at corpus.extra.lockordername.Main$Account.<init>(Main.java:19)
}

proc corpus.extra.lockordername.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.Main$Account@Main.java:46] {
  s4: write corpus.extra.lockordername.Main$Account@Main.java:46.owner // at corpus.extra.lockordername.Main$Account.<init>(Main.java:17)
  s5: write corpus.extra.lockordername.Main$Account@Main.java:46.balance // at corpus.extra.lockordername.Main$Account.<init>(Main.java:17)
}

proc corpus.extra.lockordername.Main$Account.<init>(java.lang.String;int[])[corpus.extra.lockordername.Main$Account@Main.java:47] {
  s4: write corpus.extra.lockordername.Main$Account@Main.java:47.owner // at corpus.extra.lockordername.Main$Account.<init>(Main.java:17)
  s5: write corpus.extra.lockordername.Main$Account@Main.java:47.balance // at corpus.extra.lockordername.Main$Account.<init>(Main.java:17)
}

proc corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:46] {
  s1: read corpus.extra.lockordername.Main$Account@Main.java:46.balance // at corpus.extra.lockordername.Main$Account.balance(Main.java:17)
}

proc corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:47] {
  s1: read corpus.extra.lockordername.Main$Account@Main.java:47.balance // at corpus.extra.lockordername.Main$Account.balance(Main.java:17)
}

proc corpus.extra.lockordername.Main$Account.owner[corpus.extra.lockordername.Main$Account@Main.java:46] {
  s1: read corpus.extra.lockordername.Main$Account@Main.java:46.owner // at corpus.extra.lockordername.Main$Account.owner(Main.java:17)
}

proc corpus.extra.lockordername.Main$Account.owner[corpus.extra.lockordername.Main$Account@Main.java:47] {
  s1: read corpus.extra.lockordername.Main$Account@Main.java:47.owner // at corpus.extra.lockordername.Main$Account.owner(Main.java:17)
}

proc corpus.extra.lockordername.Main.ascending[corpus.extra.lockordername.Main.lambda$main$0:48#2,corpus.extra.lockordername.Main.main:48#15] {
  s3: read corpus.extra.lockordername.Main$Account@Main.java:46.owner // at corpus.extra.lockordername.Main.ascending(Main.java:24)
  s3_1: switch corpus.extra.lockordername.Main$Account@Main.java:46.#corpus.extra.lockordername.Main$Account.owner 0 s4e1 1 s4e2 // at corpus.extra.lockordername.Main.ascending(Main.java:24)
  s4e1: read corpus.extra.lockordername.Main$Account@Main.java:47.owner // at corpus.extra.lockordername.Main.ascending(Main.java:24)
  s4e1_1: switch corpus.extra.lockordername.Main$Account@Main.java:47.#corpus.extra.lockordername.Main$Account.owner 0 s15e20 1 s15e24 // at corpus.extra.lockordername.Main.ascending(Main.java:24)
  s4e2: read corpus.extra.lockordername.Main$Account@Main.java:47.owner // at corpus.extra.lockordername.Main.ascending(Main.java:24)
  s4e2_1: switch corpus.extra.lockordername.Main$Account@Main.java:47.#corpus.extra.lockordername.Main$Account.owner 0 s15e20 1 s15e20 // at corpus.extra.lockordername.Main.ascending(Main.java:24)
  s15e20: acquire corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.ascending(Main.java:26)
  s17e22: acquire corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.ascending(Main.java:27)
  s18e22: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:46] // at corpus.extra.lockordername.Main.ascending(Main.java:28)
  s19e22: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.ascending(Main.java:28)
  s21e22: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.ascending(Main.java:28)
  s22e22: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:47] // at corpus.extra.lockordername.Main.ascending(Main.java:29)
  s23e22: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.ascending(Main.java:29)
  s25e22: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.ascending(Main.java:29)
  s26e22: release corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.ascending(Main.java:30)
  s26e22_1: goto s36e26                  // at corpus.extra.lockordername.Main.ascending(Main.java:30)
  s15e24: acquire corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.ascending(Main.java:26)
  s17e25: acquire corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.ascending(Main.java:27)
  s18e25: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:46] // at corpus.extra.lockordername.Main.ascending(Main.java:28)
  s19e25: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.ascending(Main.java:28)
  s21e25: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.ascending(Main.java:28)
  s22e25: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:47] // at corpus.extra.lockordername.Main.ascending(Main.java:29)
  s23e25: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.ascending(Main.java:29)
  s25e25: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.ascending(Main.java:29)
  s26e25: release corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.ascending(Main.java:30)
  s26e25_1: goto s36e27                  // at corpus.extra.lockordername.Main.ascending(Main.java:30)
  s36e26: release corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.ascending(Main.java:31)
  s36e26_1: goto exit                    // at corpus.extra.lockordername.Main.ascending(Main.java:31)
  s36e27: release corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.ascending(Main.java:31)
}

proc corpus.extra.lockordername.Main.descending[corpus.extra.lockordername.Main.lambda$main$1:49#2,corpus.extra.lockordername.Main.main:49#16] {
  s3: read corpus.extra.lockordername.Main$Account@Main.java:46.owner // at corpus.extra.lockordername.Main.descending(Main.java:35)
  s3_1: switch corpus.extra.lockordername.Main$Account@Main.java:46.#corpus.extra.lockordername.Main$Account.owner 0 s4e1 1 s4e2 // at corpus.extra.lockordername.Main.descending(Main.java:35)
  s4e1: read corpus.extra.lockordername.Main$Account@Main.java:47.owner // at corpus.extra.lockordername.Main.descending(Main.java:35)
  s4e1_1: switch corpus.extra.lockordername.Main$Account@Main.java:47.#corpus.extra.lockordername.Main$Account.owner 0 s15e20 1 s15e20 // at corpus.extra.lockordername.Main.descending(Main.java:35)
  s4e2: read corpus.extra.lockordername.Main$Account@Main.java:47.owner // at corpus.extra.lockordername.Main.descending(Main.java:35)
  s4e2_1: switch corpus.extra.lockordername.Main$Account@Main.java:47.#corpus.extra.lockordername.Main$Account.owner 0 s15e24 1 s15e20 // at corpus.extra.lockordername.Main.descending(Main.java:35)
  s15e20: acquire corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.descending(Main.java:37)
  s17e22: acquire corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.descending(Main.java:38)
  s18e22: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:46] // at corpus.extra.lockordername.Main.descending(Main.java:39)
  s19e22: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.descending(Main.java:39)
  s21e22: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.descending(Main.java:39)
  s22e22: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:47] // at corpus.extra.lockordername.Main.descending(Main.java:40)
  s23e22: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.descending(Main.java:40)
  s25e22: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.descending(Main.java:40)
  s26e22: release corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.descending(Main.java:41)
  s26e22_1: goto s36e26                  // at corpus.extra.lockordername.Main.descending(Main.java:41)
  s15e24: acquire corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.descending(Main.java:37)
  s17e25: acquire corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.descending(Main.java:38)
  s18e25: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:46] // at corpus.extra.lockordername.Main.descending(Main.java:39)
  s19e25: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.descending(Main.java:39)
  s21e25: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:46][0] // at corpus.extra.lockordername.Main.descending(Main.java:39)
  s22e25: call corpus.extra.lockordername.Main$Account.balance[corpus.extra.lockordername.Main$Account@Main.java:47] // at corpus.extra.lockordername.Main.descending(Main.java:40)
  s23e25: read int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.descending(Main.java:40)
  s25e25: write int[]@Main.java:19[corpus.extra.lockordername.Main$Account@Main.java:47][0] // at corpus.extra.lockordername.Main.descending(Main.java:40)
  s26e25: release corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.descending(Main.java:41)
  s26e25_1: goto s36e27                  // at corpus.extra.lockordername.Main.descending(Main.java:41)
  s36e26: release corpus.extra.lockordername.Main$Account@Main.java:47 // at corpus.extra.lockordername.Main.descending(Main.java:42)
  s36e26_1: goto exit                    // at corpus.extra.lockordername.Main.descending(Main.java:42)
  s36e27: release corpus.extra.lockordername.Main$Account@Main.java:46 // at corpus.extra.lockordername.Main.descending(Main.java:42)
}

proc corpus.extra.lockordername.Main.lambda$main$0[corpus.extra.lockordername.Main.main:48#15] {
  s2: call corpus.extra.lockordername.Main.ascending[corpus.extra.lockordername.Main.lambda$main$0:48#2,corpus.extra.lockordername.Main.main:48#15] // at corpus.extra.lockordername.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.lockordername.Main.lambda$main$1[corpus.extra.lockordername.Main.main:49#16] {
  s2: call corpus.extra.lockordername.Main.descending[corpus.extra.lockordername.Main.lambda$main$1:49#2,corpus.extra.lockordername.Main.main:49#16] // at corpus.extra.lockordername.Main.lambda$main$1(Main.java:49)
}

proc corpus.extra.lockordername.Main.main {
  s2: call corpus.extra.lockordername.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.Main$Account@Main.java:46] // at corpus.extra.lockordername.Main.main(Main.java:46)
  s5: call corpus.extra.lockordername.Main$Account.<init>(java.lang.String)[corpus.extra.lockordername.Main$Account@Main.java:47] // at corpus.extra.lockordername.Main.main(Main.java:47)
  s15: fork corpus.extra.lockordername.Main.lambda$main$0[corpus.extra.lockordername.Main.main:48#15] java.lang.Thread@Main.java:48 // at corpus.extra.lockordername.Main.main(Main.java:50)
  s16: fork corpus.extra.lockordername.Main.lambda$main$1[corpus.extra.lockordername.Main.main:49#16] java.lang.Thread@Main.java:49 // at corpus.extra.lockordername.Main.main(Main.java:51)
  s17: join java.lang.Thread@Main.java:48 // at corpus.extra.lockordername.Main.main(Main.java:52)
  s18: join java.lang.Thread@Main.java:49 // at corpus.extra.lockordername.Main.main(Main.java:53)
}

proc entry {
  rank0: jump rank0_0_0                  // at corpus.extra.lockordername.Main.main(Main.java:46)
  rank0_0_0: assign corpus.extra.lockordername.Main$Account@Main.java:47.#corpus.extra.lockordername.Main$Account.owner 1 // at corpus.extra.lockordername.Main.main(Main.java:46)
  rank0_0_1: assign corpus.extra.lockordername.Main$Account@Main.java:46.#corpus.extra.lockordername.Main$Account.owner 0 // at corpus.extra.lockordername.Main.main(Main.java:46)
  rank0_0_end: goto rank1                // at corpus.extra.lockordername.Main.main(Main.java:46)
  rank1: skip                            // at corpus.extra.lockordername.Main.main(Main.java:46)
  main: call corpus.extra.lockordername.Main.main // at corpus.extra.lockordername.Main.main(Main.java:46)
}
