main corpus.extra.fornamecycle.Main.main
var corpus.extra.fornamecycle.Main$Codec.$init { 0 1 2 } = 0
var corpus.extra.fornamecycle.Main$Format.$init { 0 1 2 } = 0

proc corpus.extra.fornamecycle.Main$Codec.$initialise {
  check: switch corpus.extra.fornamecycle.Main$Codec.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  take: acquire corpus.extra.fornamecycle.Main$Codec.<clinit> // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  test: switch corpus.extra.fornamecycle.Main$Codec.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  start: assign corpus.extra.fornamecycle.Main$Codec.$init 1 // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  run: call corpus.extra.fornamecycle.Main$Codec.<clinit>@init2 // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  finish: assign corpus.extra.fornamecycle.Main$Codec.$init 2 // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  done: release corpus.extra.fornamecycle.Main$Codec.<clinit> // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  used: skip                             // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
}

proc corpus.extra.fornamecycle.Main$Codec.$initialise@init1 {
  check: switch corpus.extra.fornamecycle.Main$Codec.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  take: acquire corpus.extra.fornamecycle.Main$Codec.<clinit> // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  test: switch corpus.extra.fornamecycle.Main$Codec.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  start: assign corpus.extra.fornamecycle.Main$Codec.$init 1 // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  run: call corpus.extra.fornamecycle.Main$Codec.<clinit>@init3 // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  finish: assign corpus.extra.fornamecycle.Main$Codec.$init 2 // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  done: release corpus.extra.fornamecycle.Main$Codec.<clinit> // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  used: skip                             // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
}

proc corpus.extra.fornamecycle.Main$Codec.<clinit> {
  s0: call corpus.extra.fornamecycle.Main$Format.$initialise // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  s0_1: read corpus.extra.fornamecycle.Main$Format.NAME // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  s3: write corpus.extra.fornamecycle.Main$Codec.NAME // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
}

proc corpus.extra.fornamecycle.Main$Codec.<clinit>@init2 {
  s0: call corpus.extra.fornamecycle.Main$Format.$initialise@init2 // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  s0_1: read corpus.extra.fornamecycle.Main$Format.NAME // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  s3: write corpus.extra.fornamecycle.Main$Codec.NAME // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
}

proc corpus.extra.fornamecycle.Main$Codec.<clinit>@init3 {
  s0: skip                               // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  s0_1: read corpus.extra.fornamecycle.Main$Format.NAME // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
  s3: write corpus.extra.fornamecycle.Main$Codec.NAME // at corpus.extra.fornamecycle.Main$Codec.<clinit>(Main.java:19)
}

proc corpus.extra.fornamecycle.Main$Format.$initialise {
  check: switch corpus.extra.fornamecycle.Main$Format.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  take: acquire corpus.extra.fornamecycle.Main$Format.<clinit> // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  test: switch corpus.extra.fornamecycle.Main$Format.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  start: assign corpus.extra.fornamecycle.Main$Format.$init 1 // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  run: call corpus.extra.fornamecycle.Main$Format.<clinit>@init1 // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  finish: assign corpus.extra.fornamecycle.Main$Format.$init 2 // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  done: release corpus.extra.fornamecycle.Main$Format.<clinit> // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  used: skip                             // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
}

proc corpus.extra.fornamecycle.Main$Format.$initialise@init2 {
  check: switch corpus.extra.fornamecycle.Main$Format.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  take: acquire corpus.extra.fornamecycle.Main$Format.<clinit> // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  test: switch corpus.extra.fornamecycle.Main$Format.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  start: assign corpus.extra.fornamecycle.Main$Format.$init 1 // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  run: call corpus.extra.fornamecycle.Main$Format.<clinit>@init3 // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  finish: assign corpus.extra.fornamecycle.Main$Format.$init 2 // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  done: release corpus.extra.fornamecycle.Main$Format.<clinit> // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  used: skip                             // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
}

proc corpus.extra.fornamecycle.Main$Format.<clinit> {
  s0: call corpus.extra.fornamecycle.Main$Codec.$initialise // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  s0_1: read corpus.extra.fornamecycle.Main$Codec.NAME // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  s3: write corpus.extra.fornamecycle.Main$Format.NAME // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
}

proc corpus.extra.fornamecycle.Main$Format.<clinit>@init1 {
  s0: call corpus.extra.fornamecycle.Main$Codec.$initialise@init1 // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  s0_1: read corpus.extra.fornamecycle.Main$Codec.NAME // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  s3: write corpus.extra.fornamecycle.Main$Format.NAME // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
}

proc corpus.extra.fornamecycle.Main$Format.<clinit>@init3 {
  s0: skip                               // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  s0_1: read corpus.extra.fornamecycle.Main$Codec.NAME // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
  s3: write corpus.extra.fornamecycle.Main$Format.NAME // at corpus.extra.fornamecycle.Main$Format.<clinit>(Main.java:23)
}

proc corpus.extra.fornamecycle.Main.lambda$main$0[corpus.extra.fornamecycle.Main.main:27#5] {
  s0: jump s0_1 raise                    // at corpus.extra.fornamecycle.Main.lambda$main$0(Main.java:29)
  s0_1: call corpus.extra.fornamecycle.Main$Codec.$initialise // at corpus.extra.fornamecycle.Main.lambda$main$0(Main.java:29)
  s0_2: goto exit                        // at corpus.extra.fornamecycle.Main.lambda$main$0(Main.java:29)
  raise: raise                           // at corpus.extra.fornamecycle.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.fornamecycle.Main.main {
  s5: fork corpus.extra.fornamecycle.Main.lambda$main$0[corpus.extra.fornamecycle.Main.main:27#5] java.lang.Thread@Main.java:27 // at corpus.extra.fornamecycle.Main.main(Main.java:34)
  s6: call corpus.extra.fornamecycle.Main$Format.$initialise // at corpus.extra.fornamecycle.Main.main(Main.java:35)
  s7: join java.lang.Thread@Main.java:27 // at corpus.extra.fornamecycle.Main.main(Main.java:36)
}
