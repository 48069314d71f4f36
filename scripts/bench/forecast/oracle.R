# The independent oracle of scripts/bench/forecast: R's forecast package (Hyndman) fits the same
# models on R's bundled monthly series and on the series the benchmark sends on stdin, holding out
# the last 12 months. Prints JSON: per series the training values, the 12 held out, and R's
# point forecasts of ETS(A,Ad,A), ETS(A,Ad,N), thetaf() and the automatic ets().
suppressMessages(library(forecast))
library(jsonlite)

input <- fromJSON(file("stdin"))
bundled <- list(
  AirPassengers = AirPassengers,
  USAccDeaths = USAccDeaths,
  ldeaths = ldeaths,
  nottem = nottem,
  UKDriverDeaths = UKDriverDeaths
)
given <- lapply(input, function(values) ts(values, frequency = 12))
all <- c(bundled, given)

out <- lapply(names(all), function(name) {
  y <- all[[name]]
  n <- length(y)
  train <- ts(y[1:(n - 12)], frequency = 12)
  test <- as.numeric(y[(n - 11):n])
  aada <- ets(train, model = "AAA", damped = TRUE)
  aadn <- ets(train, model = "AAN", damped = TRUE)
  auto <- ets(train)
  list(
    name = name,
    train = as.numeric(train),
    test = test,
    ets_aada = as.numeric(forecast(aada, h = 12)$mean),
    ets_aadn = as.numeric(forecast(aadn, h = 12)$mean),
    thetaf = as.numeric(thetaf(train, h = 12)$mean),
    auto = as.numeric(forecast(auto, h = 12)$mean),
    auto_model = auto$method
  )
})
cat(toJSON(out, digits = 10, auto_unbox = TRUE))
